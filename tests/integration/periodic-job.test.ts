import pino from "pino";
import { expect, it } from "vitest";
import { schedulePeriodicJob } from "#server/lib/periodic-job.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const log = pino({ level: "silent" });
const HOUR_MS = 60 * 60 * 1000;

describeEachDatabase("background jobs shared by instances", (use) => {
  /** `count` instances' schedulers of one job on the suite's database, on one clock. */
  function instances(name: string, count: number, clock: { now: number }) {
    const runs: number[] = [];
    const schedulers = Array.from({ length: count }, (_, instance) =>
      schedulePeriodicJob({
        db: use().db,
        log,
        name,
        periodMs: HOUR_MS,
        // Timers out of the way: the test asks for each check itself.
        checkEveryMs: HOUR_MS,
        now: () => clock.now,
        run: () => {
          runs.push(instance);
          return Promise.resolve();
        },
      }),
    );
    const checkAll = () => Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    const stop = () => Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    return { runs, checkAll, stop };
  }

  it("runs once per period however many instances check at once", async () => {
    const clock = { now: Date.UTC(2026, 10, 27, 12, 0, 0) };
    const shared = instances("sweep-once", 4, clock);
    try {
      expect((await shared.checkAll()).filter(Boolean)).toHaveLength(1);
      // Later in the same period, every instance finds it taken.
      const began = clock.now;
      for (const minutes of [5, 30, 59]) {
        clock.now = began + minutes * 60_000;
        expect((await shared.checkAll()).filter(Boolean)).toHaveLength(0);
      }
      // The next period: one instance again, whichever asked first.
      clock.now = began + HOUR_MS;
      expect((await shared.checkAll()).filter(Boolean)).toHaveLength(1);
      expect(shared.runs).toHaveLength(2);
    } finally {
      await shared.stop();
    }
  });

  it("keeps each job's periods apart", async () => {
    const clock = { now: Date.UTC(2026, 10, 27, 12, 0, 0) };
    const a = instances("job-a", 2, clock);
    const b = instances("job-b", 2, clock);
    try {
      await Promise.all([a.checkAll(), b.checkAll()]);
      expect([a.runs.length, b.runs.length]).toEqual([1, 1]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("checks by itself on its timer, and one instance runs each period", async () => {
    let runs = 0;
    const schedulers = Array.from({ length: 2 }, () =>
      schedulePeriodicJob({
        db: use().db,
        log,
        name: "timed",
        periodMs: 60_000,
        checkEveryMs: 10,
        run: () => {
          runs++;
          return Promise.resolve();
        },
      }),
    );
    try {
      await expect.poll(() => runs, { timeout: 5000 }).toBe(1);
      // Many checks later, still the one run: the period is a minute.
      const checked = Date.now();
      await expect.poll(() => Date.now() - checked >= 200).toBe(true);
      expect(runs).toBe(1);
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }
  });
});
