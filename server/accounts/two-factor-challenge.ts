import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";

/** The two-factor plugin's cookie: the signed name of a sign-in waiting for its second factor. */
const TWO_FACTOR_COOKIE = "two_factor";

/**
 * Whose sign-in waits for its second factor, read from the two-factor plugin's cookie the way
 * the plugin reads it (signed with the auth secret, naming a verification row that holds the
 * user's id). The second step counts wrong codes per account (two-factor.service.ts) before the
 * plugin checks the code, so it must know the account first. Server-only: no URL reaches it.
 */
export const twoFactorChallenge = () =>
  ({
    id: "two-factor-challenge",
    endpoints: {
      pendingSecondFactor: createAuthEndpoint.serverOnly(
        { method: "GET", requireHeaders: true },
        async (ctx): Promise<{ userId: string | null }> => {
          const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
          const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
          if (!identifier) return { userId: null };
          const row = await ctx.context.internalAdapter.findVerificationValue(identifier);
          return { userId: row && row.expiresAt > new Date() ? row.value : null };
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
