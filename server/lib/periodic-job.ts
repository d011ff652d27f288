import type { Logger } from "pino";
import type { Database } from "#server/db/connection.ts";
import { claimPeriod } from "#server/db/job-leases.ts";

export interface PeriodicJobOptions {
  db: Database;
  log: Logger;
  /** The job's row in job_leases: the same on every instance. */
  name: string;
  periodMs: number;
  /** How often an instance asks whether the period is free: a twelfth of it unless told. */
  checkEveryMs?: number;
  run: () => Promise<void>;
  now?: () => number;
}

/**
 * Background work that every instance schedules and one instance runs per period (issue 23):
 * each instance asks every `checkEveryMs` for the period (server/db/job-leases.ts); the one
 * that gets it runs the job, the others skip it. If that instance stops, another takes the
 * next period within `checkEveryMs`.
 */
export function schedulePeriodicJob(options: PeriodicJobOptions) {
  const { db, log, name, periodMs, run, now = Date.now } = options;
  let running: Promise<boolean> | null = null;

  /** One check: true when this instance ran the job. */
  const tick = async (): Promise<boolean> => {
    if (!(await claimPeriod(db, name, now(), periodMs))) return false;
    await run();
    return true;
  };

  const timer = setInterval(
    () => {
      // A job still running when the next check comes is not started beside itself.
      if (running) return;
      running = tick()
        .catch((error: unknown) => {
          log.warn({ err: error, job: name }, "background job failed");
          return false;
        })
        .finally(() => {
          running = null;
        });
    },
    options.checkEveryMs ?? periodMs / 12,
  );
  // The job never keeps a stopping process alive.
  timer.unref();

  return {
    tick,
    /** No further checks; answers once a run under way has finished. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
