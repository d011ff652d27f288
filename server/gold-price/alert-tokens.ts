import { createHash, randomBytes } from "node:crypto";

/**
 * A link's token for a gold price alert: 32 random bytes, only in the mailed link; the
 * database keeps its SHA-256, so a copy of the database confirms or stops no alert. A plain
 * hash is enough: the token is random, not a password to be guessed.
 */
export function newAlertToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashAlertToken(token) };
}

export function hashAlertToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
