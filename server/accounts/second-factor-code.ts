/**
 * What someone typed as their second factor: a code from their authenticator app (six digits)
 * or one of their backup codes (ten letters and digits, shown as "AbCd1-2eFgH"). One field
 * takes either, so the page needs no switch; spaces and dashes people copy along are dropped.
 * Backup codes keep their case: better-auth compares them exactly.
 */
export type SecondFactorCode =
  { kind: "totp"; code: string } | { kind: "backup-code"; code: string };

/** The kind of code `typed` is, in the form better-auth checks it; null when it is neither. */
export function readSecondFactorCode(typed: string): SecondFactorCode | null {
  const compact = typed.replace(/[\s-]/g, "");
  if (/^\d{6}$/.test(compact)) return { kind: "totp", code: compact };
  if (/^[A-Za-z0-9]{10}$/.test(compact)) {
    return { kind: "backup-code", code: `${compact.slice(0, 5)}-${compact.slice(5)}` };
  }
  return null;
}

/** A TOTP secret (base32) in groups of four, as people type it into an app that cannot scan. */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(" ");
}
