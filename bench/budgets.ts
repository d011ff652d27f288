import { loadavg } from "node:os";
import { z } from "zod";

/** One figure beside its budget. The budgets are the product's: never loosened for a run. */
export interface Budget {
  label: string;
  value: string;
  budget: string;
  ok: boolean;
}

/**
 * The bench's parts, each with its budgets, in the order they run:
 * - ssr: GET / against the same bytes as a static file (throughput ratio, p99), and the
 *   server's memory idle and under that load;
 * - js: the first visit's JavaScript of / and /shop;
 * - lighthouse: Lighthouse's mobile scores of /, /nl, /shop and /gold-price;
 * - product-list: GET /api/products with 5,000 products, and /shop rendered afresh;
 * - upload: an admin's upload of a camera photo;
 * - anonymous-uploads: 20 parallel anonymous valuation requests of 5 × 10 MB photos;
 * - mixed-load: five minutes of browsing, quotes, orders and photo uploads, and the server's
 *   memory through them.
 */
export const benchParts = [
  "ssr",
  "js",
  "lighthouse",
  "product-list",
  "upload",
  "anonymous-uploads",
  "mixed-load",
] as const;
export type BenchPart = (typeof benchParts)[number];

const argsSchema = z.object({
  only: z
    .string()
    .transform((list) => list.split(",").map((name) => name.trim()))
    .pipe(z.array(z.enum(benchParts)).min(1))
    .optional(),
});

/**
 * The parts to run: all of them, or those named by `--only=ssr,js` (to keep a comparison
 * short). A run of some parts says which it left out and never claims every budget met.
 */
export function selectedParts(argv: readonly string[]): ReadonlySet<BenchPart> {
  const args: Record<string, string> = {};
  for (const arg of argv) {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!match?.[1] || match[2] === undefined) {
      throw new Error(`bench: unknown argument ${arg} (try --only=${benchParts.join(",")})`);
    }
    args[match[1]] = match[2];
  }
  const parsed = argsSchema.strict().safeParse(args);
  if (!parsed.success) {
    throw new Error(`bench: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
  }
  return new Set(parsed.data.only ?? benchParts);
}

/** The machine's load, printed beside the figures: they move with it (2 shared cores). */
export const loadAverage = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")}`;

/** Prints each budget and the verdict; answers how many were missed. */
export function report(budgets: Budget[], parts: ReadonlySet<BenchPart>): number {
  console.log("");
  const width = Math.max(...budgets.map((b) => b.label.length)) + 2;
  for (const { label, value, budget, ok } of budgets) {
    const limit = `(budget ${budget})`;
    console.log(
      `${label.padEnd(width)}${value.padEnd(10)}${limit.padEnd(22)}${ok ? "ok" : "MISSED"}`,
    );
  }
  const missed = budgets.filter((b) => !b.ok).length;
  const left = benchParts.filter((part) => !parts.has(part));
  const scope = left.length === 0 ? "All budgets" : `The budgets of ${[...parts].join(", ")}`;
  console.log(missed === 0 ? `${scope} met.` : `${missed} of ${budgets.length} budgets missed.`);
  if (left.length > 0)
    console.log(`Not run (--only): ${left.join(", ")}; their budgets are unchecked.`);
  return missed;
}
