/**
 * Amounts in euros as people type them into the admin's forms, to integer cents: "1250",
 * "1.250", "1 250,00", "€ 1,250.00", "1.250,5", "12,50". Belgians write "1.250,00", English
 * speakers "1,250.00"; both are read, and what could be read two ways is refused rather than
 * guessed. The rules:
 * - a currency sign or code (€, EUR) and spaces around are ignored;
 * - digits may be grouped by three with spaces, dots or commas (one kind per amount);
 * - the last separator is the decimal one when one or two digits follow it;
 * - a lone separator followed by exactly three digits groups thousands ("1.250" is 1,250 €;
 *   no jeweller's price is 1.25 €); more than two decimals, mixed groupings, misplaced groups
 *   or two decimal separators are ambiguous;
 * - a minus sign is refused, so is anything above `maxAmountCents`.
 */

export type AmountProblem = "invalidAmount" | "negativeAmount" | "ambiguousAmount" | "tooLong";

/** Ten million euros: above anything the shop sells, below any integer trouble. */
export const maxAmountCents = 1_000_000_000;

const SPACES = /[\s\u00a0\u202f]/g;

export function parseAmount(
  input: string,
): { ok: true; cents: number } | { ok: false; problem: AmountProblem } {
  let text = input.replace(/€|eur(o|os)?\b/gi, "").trim();
  if (/^[-−‒–—]|[-−]$/.test(text)) return { ok: false, problem: "negativeAmount" };
  if (text.startsWith("+")) text = text.slice(1).trim();
  if (!/^[0-9][0-9 .,\u00a0\u202f]*$/.test(text) || !/[0-9]$/.test(text)) {
    return { ok: false, problem: "invalidAmount" };
  }

  let whole = text;
  let fraction = "";
  const decimal = /[.,]([0-9]{1,2})$/.exec(text);
  if (decimal) {
    whole = text.slice(0, decimal.index);
    fraction = decimal[1] ?? "";
  }
  const separators = new Set(whole.replace(/[0-9]/g, "").replace(SPACES, " "));
  if (separators.size > 1) return { ok: false, problem: "ambiguousAmount" };
  const [separator] = [...separators];
  // The decimal separator must differ from the grouping one ("1.250.5" is not an amount).
  if (
    decimal &&
    separator !== undefined &&
    separator !== " " &&
    text[decimal.index] === separator
  ) {
    return { ok: false, problem: "ambiguousAmount" };
  }
  if (separator !== undefined) {
    const groups = whole.split(separator === " " ? SPACES : separator);
    const [first = "", ...rest] = groups;
    if (!/^[0-9]{1,3}$/.test(first) || !rest.every((group) => /^[0-9]{3}$/.test(group))) {
      return { ok: false, problem: "ambiguousAmount" };
    }
    whole = groups.join("");
  }
  if (!/^[0-9]+$/.test(whole)) return { ok: false, problem: "ambiguousAmount" };

  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > maxAmountCents) {
    return { ok: false, problem: "tooLong" };
  }
  return { ok: true, cents };
}

/** Cents as the admin's form shows them again, in the Belgian way: 1250000 → "12.500,00". */
export function amountText(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${String(euros).replace(/\B(?=([0-9]{3})+$)/g, ".")},${rest}`;
}
