import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/**
 * The code an authenticator app shows now for a secret as the shop hands it out: an
 * otpauth:// address, or its base32 key as /profile prints it (in groups of four).
 */
export function totpCode(secretOrUri: string): Promise<string> {
  const key = secretOrUri.startsWith("otpauth://")
    ? (new URL(secretOrUri).searchParams.get("secret") ?? "")
    : secretOrUri.replace(/\s+/g, "");
  return createOTP(base32.decode(key.toUpperCase())).totp();
}

/** A six-digit code that is not the one of now, nor of the 30 seconds either side. */
export async function wrongTotpCode(secretOrUri: string): Promise<string> {
  const right = Number(await totpCode(secretOrUri));
  return String((right + 500_000) % 1_000_000).padStart(6, "0");
}
