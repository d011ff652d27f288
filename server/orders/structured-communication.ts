import { createHash } from "node:crypto";

const TEN_DIGITS = 10_000_000_000n;

/**
 * The Belgian structured communication ("gestructureerde mededeling" / "communication
 * structurée") a customer types with a bank transfer, so the payment finds its order:
 * ten digits and two check digits, the ten modulo 97 (97 when that is 0), written
 * +++123/4567/89012+++. The ten digits come from a hash of the order id: stable for an
 * order, and with 10^10 values two orders share one about never (the reference on the same
 * transfer tells them apart if they do).
 */
export function structuredCommunication(orderId: string): string {
  const digest = createHash("sha256").update(orderId).digest();
  const base = digest.readBigUInt64BE(0) % TEN_DIGITS;
  const digits = base.toString().padStart(10, "0") + checkDigits(base);
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** True for twelve digits (in any +++/*** layout) whose last two check the first ten. */
export function isStructuredCommunication(text: string): boolean {
  const match = /^(?:\+{3}|\*{3})(\d{3})\/(\d{4})\/(\d{5})(?:\+{3}|\*{3})$/.exec(text.trim());
  if (!match) return false;
  const digits = match.slice(1).join("");
  return checkDigits(BigInt(digits.slice(0, 10))) === digits.slice(10);
}

function checkDigits(base: bigint): string {
  const rest = Number(base % 97n);
  return String(rest === 0 ? 97 : rest).padStart(2, "0");
}
