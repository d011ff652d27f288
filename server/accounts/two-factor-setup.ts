import { z } from "zod";
import { groupedSecret } from "./second-factor-code.ts";

/**
 * What /profile shows while a second factor is being set up, once: the authenticator app's
 * address as a QR code and as a key to type, and the ten backup codes.
 */
export interface TwoFactorSetup {
  /** better-auth's otpauth:// address (issuer, account, secret); the confirm form sends it back. */
  totpURI: string;
  /** The secret in base32, grouped in fours, for an app that cannot scan. */
  secret: string;
  /** The QR code of `totpURI`: an SVG drawn on the server (qrcode), as a data: address. */
  qrCode: string;
  backupCodes: string[];
}

/** An otpauth:// address of better-auth's: TOTP, with a base32 secret. */
export const totpUriField = z
  .string()
  .max(500)
  .refine((uri) => secretOf(uri) !== null, "invalid");

/** Ten backup codes as the confirm form carries them: separated by spaces. */
export const backupCodesField = z
  .string()
  .max(200)
  .transform((codes) => codes.split(/\s+/).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/)).length(10));

function secretOf(totpURI: string): string | null {
  if (!totpURI.startsWith("otpauth://totp/") || !URL.canParse(totpURI)) return null;
  const secret = new URL(totpURI).searchParams.get("secret");
  return secret && /^[A-Z2-7]+=*$/i.test(secret) ? secret.toUpperCase() : null;
}

/** The set-up as the page shows it, from what better-auth answered (or the form sent back). */
export async function setupView(totpURI: string, backupCodes: string[]): Promise<TwoFactorSetup> {
  const secret = secretOf(totpURI);
  if (secret === null) throw new Error("not a TOTP address");
  // Loaded when someone sets up the factor, not with every instance (~1 MB resident).
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    totpURI,
    secret: groupedSecret(secret),
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    backupCodes,
  };
}
