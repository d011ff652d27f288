import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import {
  createTwoFactorService,
  type TwoFactorService,
  type TwoFactorSetup,
} from "#server/accounts/two-factor.service.ts";
import type { Database } from "#server/db/connection.ts";
import { cookieFrom, origin, whoIs, type TestAuth } from "./auth.ts";
import { totpCode } from "./totp.ts";

export const password = "long enough pw";

/** The two-factor service as services.ts builds it, allowing `max` wrong codes per window. */
export function twoFactorService(
  db: Database,
  t: TestAuth,
  options: { max?: number; adminRequiresSecondFactor?: boolean } = {},
): TwoFactorService {
  return createTwoFactorService({
    db,
    auth: t.auth,
    limiter: createRateLimitService({ db }),
    rateLimit: { max: options.max ?? 1000, windowSeconds: 600 },
    adminRequiresSecondFactor: options.adminRequiresSecondFactor ?? true,
  });
}

/** Who a browser with these cookies is, or a failed test. */
export async function signedIn(t: TestAuth, headers: Headers) {
  const user = await whoIs(t.auth, headers);
  if (!user) throw new Error("not signed in");
  return user;
}

/**
 * A signed-up account that turned its second factor on through /profile's steps: its set-up
 * (secret, backup codes) and the cookies of the session it has afterwards.
 */
export async function enrolled(
  t: TestAuth,
  service: TwoFactorService,
  email: string,
  clientAddress?: string,
): Promise<{ setup: TwoFactorSetup; headers: Headers }> {
  const { headers } = await t.customer(email, { password });
  const user = await signedIn(t, headers);
  const from = origin("en", clientAddress);
  const started = await service.start(headers, user, { password }, from);
  if (!started.ok) throw new Error(`set-up failed: ${started.error}`);
  const { totpURI, backupCodes } = started.setup;
  const confirmed = await service.confirm(
    headers,
    user,
    { code: await totpCode(totpURI), totpURI, backupCodes: backupCodes.join(" ") },
    from,
  );
  if (!confirmed.ok) throw new Error(`confirmation failed: ${confirmed.error}`);
  return { setup: started.setup, headers: cookieFrom(confirmed.headers) };
}

/** A password sign-in that waits for its second factor: the browser's cookies then. */
export async function passwordStep(t: TestAuth, email: string, clientAddress?: string) {
  const outcome = await t.accounts().signIn({ email, password }, origin("en", clientAddress));
  if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.error}`);
  if (!outcome.secondFactor) throw new Error("the sign-in asked for no second factor");
  return cookieFrom(outcome.headers);
}
