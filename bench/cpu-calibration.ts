/**
 * Lighthouse's mobile preset slows the page's main-thread work down four times, to stand for a
 * mid-range phone on the desktop computer its authors calibrated it on. On a slower host the
 * same four times overstates the phone: Lighthouse warns "The tested device appears to have a
 * slower CPU than Lighthouse expects" and its documentation (docs/throttling.md, "CPU
 * throttling") asks for a multiplier calibrated to the host's benchmark index, with its own
 * calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator). This is that
 * calculator's formula: 4× at an index of 1,533, 3× at 1,300, 2× at 800, 1× at 150.
 *
 * The bench audits each run's one trace twice, at 4× and at the multiplier for the index
 * Lighthouse measured in that same run, and prints both (decision 22).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`no benchmark index to calibrate with: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's own default for its mobile preset, which the calibrated figure is printed beside. */
export const DEFAULT_SLOWDOWN = 4;
