import type { AppContext } from "../app-context.ts";
import type { SubmitValuationResult } from "./valuation.service.ts";
import { submitValuationRequest } from "./valuation.service.ts";

/**
 * Runs the service with the request's context. A failure of the database is logged with the
 * request id and reported as "failed", so callers answer 500 without leaking internals.
 */
export async function submitValuationFromRequest(
  ctx: AppContext,
  input: unknown,
  locale: string,
): Promise<SubmitValuationResult | { ok: false; reason: "failed" }> {
  try {
    return await submitValuationRequest(
      {
        db: ctx.db,
        rateLimit: ctx.config.valuationRateLimit,
        subject: ctx.clientAddress,
        locale,
      },
      input,
    );
  } catch (err) {
    ctx.log.error({ err }, "storing a valuation request failed");
    return { ok: false, reason: "failed" };
  }
}

export function retryAfterMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
