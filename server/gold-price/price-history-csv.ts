import { z } from "zod";
import { isCalendarDay } from "./price-history-days.ts";

/*
 * The file `npm run price-history -- import` reads (docs/admin-guide.md): a header naming the
 * unit, then one close a line, `date,price`. Two columns of plain text, so no CSV library:
 * whitespace is trimmed, CRLF and a trailing newline are fine, quoting is not needed.
 */

/** The troy ounce exactly (the buy-back rules keep the product's 31.1035 for their figures). */
export const TROY_OUNCE_GRAMS_EXACT = 31.1034768;

/** What an imported close may be, per gram of fine gold: anything else is a typo or a unit mix-up. */
export const IMPORT_EUR_PER_GRAM = { min: 1, max: 1000 } as const;

const units = {
  "date,eur_per_gram": 1,
  "date,eur_per_troy_ounce": 1 / TROY_OUNCE_GRAMS_EXACT,
} as const;

export interface ImportedClose {
  day: string;
  centsPerGram: number;
}

export interface FileProblem {
  /** 1-based, the header being line 1. */
  line: number;
  message: string;
}

export type ParsedCloses =
  { ok: true; closes: ImportedClose[] } | { ok: false; problems: FileProblem[] };

function rowSchema(today: string, perGram: number) {
  return z.object({
    date: z
      .string()
      .refine(isCalendarDay, { message: "not a date of the calendar as YYYY-MM-DD", abort: true })
      .refine((day) => day <= today, `in the future (today is ${today})`),
    price: z
      .string()
      .regex(/^[0-9]+(\.[0-9]+)?$/, "not a positive number with a dot for decimals")
      .transform((text) => Number(text) * perGram)
      .refine(
        (eurPerGram) =>
          eurPerGram >= IMPORT_EUR_PER_GRAM.min && eurPerGram <= IMPORT_EUR_PER_GRAM.max,
        `not between ${IMPORT_EUR_PER_GRAM.min} and ${IMPORT_EUR_PER_GRAM.max} € per gram`,
      ),
  });
}

/**
 * Every close of the file, or every problem in it with its line: a date given twice, a
 * malformed row, an unknown header. `today` is the Brussels day; later dates are refused.
 */
export function parseCloseFile(text: string, today: string): ParsedCloses {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)?.trim() === "") lines.pop();
  const header = (lines[0] ?? "")
    .split(",")
    .map((cell) => cell.trim().toLowerCase())
    .join(",");
  if (!(header in units)) {
    return {
      ok: false,
      problems: [
        { line: 1, message: `the header must be date,eur_per_gram or date,eur_per_troy_ounce` },
      ],
    };
  }
  const schema = rowSchema(today, units[header as keyof typeof units]);
  const problems: FileProblem[] = [];
  const closes: ImportedClose[] = [];
  const seen = new Map<string, number>();
  lines.slice(1).forEach((text, index) => {
    const line = index + 2;
    const cells = text.split(",").map((cell) => cell.trim());
    if (cells.length !== 2) {
      problems.push({ line, message: "not two columns, date and price" });
      return;
    }
    const parsed = schema.safeParse({ date: cells[0], price: cells[1] });
    if (!parsed.success) {
      const what = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
      problems.push({ line, message: what.join("; ") });
      return;
    }
    const first = seen.get(parsed.data.date);
    if (first !== undefined) {
      problems.push({ line, message: `${parsed.data.date} is on line ${first} already` });
      return;
    }
    seen.set(parsed.data.date, line);
    closes.push({ day: parsed.data.date, centsPerGram: Math.round(parsed.data.price * 100) });
  });
  if (problems.length > 0) return { ok: false, problems };
  if (closes.length === 0) return { ok: false, problems: [{ line: 2, message: "no closes" }] };
  return { ok: true, closes };
}
