import type { AccountFailure } from "#common/account-failures.ts";
import { fail, type Result } from "#common/result.ts";
import type { RateLimitRule, RateLimitService } from "#server/rate-limit/rate-limit.service.ts";

/** The counters of one request's account action: the configured limit and who is asking. */
export interface AttemptLimits {
  limiter: RateLimitService;
  /** Attempts per e-mail address or account in a window; a client (address) gets three times as many. */
  rateLimit: Omit<RateLimitRule, "bucket">;
  clientAddress: string;
}

/**
 * Actions whose every attempt counts, correct or not (each may send a mail, or, for a passkey
 * being added, write a challenge).
 */
export type CountedAction = "sign-up" | "reset" | "confirmation" | "passkey-add";

/**
 * Actions that check a secret: their failures count (guardPasswordCheck). "password-change"
 * is every check of a signed-in person's current password (changing it, their second factor's
 * settings), so a stolen session has one budget of guesses whatever the form; "second-factor"
 * the codes of the second factor (signing in, and confirming a new one).
 */
export type PasswordCheck = "sign-in" | "password-change" | "second-factor";

const byClient = (limits: AttemptLimits, action: string): RateLimitRule => ({
  bucket: `${action}:client`,
  max: limits.rateLimit.max * 3,
  windowSeconds: limits.rateLimit.windowSeconds,
});

/**
 * Counts an attempt against the client and, when known, the e-mail address or account, in the
 * database (so every instance sees the same counters). Every attempt counts, not only
 * failures: a flood of correct sign-ups or confirmation requests is as unwelcome as wrong ones.
 */
export async function withinLimits(
  limits: AttemptLimits,
  action: CountedAction | PasswordCheck,
  subject?: string,
): Promise<boolean> {
  const client = await limits.limiter.consume(byClient(limits, action), limits.clientAddress);
  if (!client.ok) return false;
  if (subject === undefined) return true;
  const { max, windowSeconds } = limits.rateLimit;
  const bySubject = await limits.limiter.consume(
    { bucket: `${action}:email`, max, windowSeconds },
    subject,
  );
  return bySubject.ok;
}

/**
 * A password check (signing in, or the current password of a password change), limited so
 * that guessing is slow and a stranger cannot lock the owner out (docs/security.md):
 * - a client may make 3 × max attempts in a window, whatever the account (every one counts);
 * - once `max` checks of one account failed in a window, only clients that have not failed
 *   on it in that window may still try it: the owner, from their own device, gets in with the
 *   right password while whoever guessed waits for the window to end.
 * A failure is counted before the check and given back when the check passes, so attempts
 * sent all at once cannot slip past the counters. `failure` is the code of a wrong password.
 */
export async function guardPasswordCheck<T extends object>(
  limits: AttemptLimits,
  action: PasswordCheck,
  account: string,
  failure: AccountFailure,
  check: () => Promise<Result<T, AccountFailure>>,
): Promise<Result<T, AccountFailure>> {
  if (!(await withinLimits(limits, action))) return fail("rate-limited");
  const { max, windowSeconds } = limits.rateLimit;
  const ofAccount: RateLimitRule = { bucket: `${action}:failures`, max, windowSeconds };
  // Its `max` of 1 reads: had this client already failed on this account?
  const ofPair: RateLimitRule = { bucket: `${action}:client-failures`, max: 1, windowSeconds };
  const pair = `${account}:${limits.clientAddress}`;
  // In one order: a burst from one client must not number its first attempt last on the
  // account (past `max`) yet first for the client, and so get a guess beyond the budget.
  const [accountCount, pairCount] = await limits.limiter.consumeInOrder([
    { rule: ofAccount, subject: account },
    { rule: ofPair, subject: pair },
  ]);
  if (!accountCount.ok && !pairCount.ok) return fail("rate-limited");
  let failed = false;
  try {
    const outcome = await check();
    failed = !outcome.ok && outcome.error === failure;
    return outcome;
  } finally {
    if (!failed) {
      await Promise.all([
        limits.limiter.release(ofAccount, account),
        limits.limiter.release(ofPair, pair),
      ]);
    }
  }
}
