import { parseInput } from "#common/field-schemas.ts";
import { ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import { consumeRateLimit, type RateLimitRule } from "#server/rate-limit/rate-limit.service.ts";
import { insertValuationRequest } from "./valuation.queries.ts";
import { valuationInputSchema } from "./valuation.schema.ts";

export type ValuationFailure = "invalid" | "rate-limited";

export interface SubmitValuationContext {
  db: Database;
  rateLimit: Omit<RateLimitRule, "bucket">;
  /** Who is asking (client address); the rate limit counts per subject. */
  subject: string;
  locale: string;
  now?: Date;
}

/**
 * Files a free-valuation request. Used by the home page's action and POST /api/valuations,
 * so both enforce the same validation and limit. Invalid input is rejected before the rate
 * limit counts, so a typo costs the visitor nothing and changes nothing.
 */
export async function submitValuationRequest(
  ctx: SubmitValuationContext,
  input: unknown,
): Promise<Result<{ id: string }, ValuationFailure>> {
  const parsed = parseInput(valuationInputSchema, input);
  if (!parsed.ok) return parsed;

  const now = ctx.now ?? new Date();
  const limit = await consumeRateLimit(
    ctx.db,
    { bucket: "valuation", ...ctx.rateLimit },
    ctx.subject,
    now.getTime(),
  );
  if (!limit.ok) return limit;

  const id = newId();
  await insertValuationRequest(ctx.db, {
    id,
    ...parsed.data,
    locale: ctx.locale,
    created_at: now.toISOString(),
  });
  return ok({ id });
}

/** The valuation service as routes get it: bound to the database and the configured limit. */
export function createValuationService(deps: {
  db: Database;
  rateLimit: Omit<RateLimitRule, "bucket">;
}) {
  return {
    submit: (input: unknown, request: { clientAddress: string; locale: string }) =>
      submitValuationRequest(
        {
          db: deps.db,
          rateLimit: deps.rateLimit,
          subject: request.clientAddress,
          locale: request.locale,
        },
        input,
      ),
  };
}

export type ValuationService = ReturnType<typeof createValuationService>;
