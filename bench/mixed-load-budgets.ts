import type { Budget } from "./budgets.ts";
import { FLAT_WINDOW_SECONDS, MIXED_LOAD_SECONDS, type MixedLoadFigures } from "./mixed-load.ts";

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** The most the resident set may rise from one minute to the next at the end of the load. */
const FLAT_TOLERANCE = 5 * MB;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The resident set through the mixed load: its highest, and whether it still grows at the end,
 * judged by the median of each of the last two minutes (a photo being decoded lifts single
 * samples; a leak lifts the whole minute).
 */
export function mixedLoadBudgets({ samples, settledBytes, answers }: MixedLoadFigures): Budget[] {
  const peak = Math.max(...samples);
  const half = FLAT_WINDOW_SECONDS / 2;
  const before = median(samples.slice(-FLAT_WINDOW_SECONDS, -half));
  const last = median(samples.slice(-half));
  const minutes = Array.from({ length: Math.ceil(samples.length / 60) }, (_, minute) =>
    mb(median(samples.slice(minute * 60, minute * 60 + 60))),
  );
  const counts = Object.entries(answers)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([answer, count]) => `${answer}: ${count}`)
    .join(", ");
  console.log(
    `Mixed load, ${MIXED_LOAD_SECONDS / 60} minutes, 8 clients (browse, quote, order, upload):` +
      ` ${counts}; resident set at most ${mb(peak)}, median of each minute ${minutes.join(", ")},` +
      ` ${mb(settledBytes)} ten seconds after`,
  );
  return [
    {
      label: `RSS through a ${MIXED_LOAD_SECONDS / 60}-minute mixed load`,
      value: mb(peak),
      budget: "≤ 300 MB",
      ok: peak <= 300 * MB,
    },
    {
      label: "RSS growth in its last minute (median over median)",
      value: `${((last - before) / MB).toFixed(1)} MB`,
      budget: `≤ ${FLAT_TOLERANCE / MB} MB`,
      ok: last - before <= FLAT_TOLERANCE,
    },
    {
      label: "RSS ten seconds after the mixed load",
      value: mb(settledBytes),
      budget: "≤ 300 MB",
      ok: settledBytes <= 300 * MB,
    },
  ];
}
