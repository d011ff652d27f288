import type { Database } from "../db/connection.ts";
import { newId } from "../lib/ids.ts";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/rate-limit.service.ts";
import {
  validationCodes,
  valuationInputSchema,
  type ValidationCode,
  type ValuationFieldErrors,
} from "./valuation.schema.ts";
import { insertValuationRequest } from "./valuation.queries.ts";

export type SubmitValuationResult =
  | { ok: true; id: string }
  | { ok: false; reason: "invalid"; fieldErrors: ValuationFieldErrors }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

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
): Promise<SubmitValuationResult> {
  // A body that is not an object at all is reported as every required field missing.
  const candidate = typeof input === "object" && input !== null ? input : {};
  const parsed = valuationInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const fieldErrors: ValuationFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ValuationFieldErrors;
      fieldErrors[field] ??= toCode(issue.message);
    }
    return { ok: false, reason: "invalid", fieldErrors };
  }

  const now = ctx.now ?? new Date();
  const limit = await consumeRateLimit(
    ctx.db,
    { bucket: "valuation", ...ctx.rateLimit },
    ctx.subject,
    now.getTime(),
  );
  if (!limit.allowed) {
    return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  }

  const id = newId();
  await insertValuationRequest(ctx.db, {
    id,
    ...parsed.data,
    locale: ctx.locale,
    created_at: now.toISOString(),
  });
  return { ok: true, id };
}

function toCode(message: string): ValidationCode {
  return (validationCodes as readonly string[]).includes(message)
    ? (message as ValidationCode)
    : "required";
}
