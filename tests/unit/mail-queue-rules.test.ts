import { describe, expect, it } from "vitest";
import {
  afterFailedAttempt,
  claimLeaseMs,
  errorText,
  retryDelayMs,
  type RetryPolicy,
} from "#server/mail/mail-queue-rules.ts";

const policy: RetryPolicy = { maxAttempts: 5, firstRetryMs: 60_000, maxRetryMs: 3_600_000 };

describe("queued mails: backoff and giving up", () => {
  it("waits the first delay after one failure, doubling after each further one", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, policy))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it("never waits longer than the cap, however many attempts", () => {
    expect(retryDelayMs(7, policy)).toBe(3_600_000);
    expect(retryDelayMs(1000, policy)).toBe(3_600_000);
    expect(retryDelayMs(0, policy)).toBe(60_000);
  });

  it("queues a mail again until its last attempt fails, then marks it failed", () => {
    const now = Date.UTC(2026, 10, 27, 12, 0, 0);
    expect(afterFailedAttempt(1, now, policy)).toEqual({
      status: "queued",
      nextAttemptAt: now + 60_000,
    });
    expect(afterFailedAttempt(4, now, policy)).toEqual({
      status: "queued",
      nextAttemptAt: now + 480_000,
    });
    expect(afterFailedAttempt(5, now, policy)).toEqual({ status: "failed" });
    expect(afterFailedAttempt(6, now, policy)).toEqual({ status: "failed" });
    expect(afterFailedAttempt(1, now, { ...policy, maxAttempts: 1 })).toEqual({
      status: "failed",
    });
  });

  it("holds a claim well past one send's timeouts", () => {
    expect(claimLeaseMs(60_000)).toBeGreaterThan(2 * 60_000);
  });

  it("keeps an error as one short line for the admin", () => {
    expect(errorText(new Error("connect ECONNREFUSED\n  127.0.0.1:25"))).toBe(
      "connect ECONNREFUSED 127.0.0.1:25",
    );
    expect(errorText("x".repeat(2000))).toHaveLength(500);
    expect(errorText(new Error(""))).toBe("unknown error");
  });
});
