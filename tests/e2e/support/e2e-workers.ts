/**
 * Browser-test files run two at a time: most of a browser test's time is waiting (for a
 * page, a mail, a server starting), so a second file fills a two-core machine's idle time.
 * E2E_WORKERS=1 runs them one after another.
 */
export function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? "2");
  if (!Number.isInteger(workers) || workers < 1 || workers > 8)
    throw new Error(
      `E2E_WORKERS must be a whole number from 1 to 8, not ${process.env.E2E_WORKERS}`,
    );
  return workers;
}
