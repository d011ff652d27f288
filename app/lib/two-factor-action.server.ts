import { ok } from "#common/result.ts";
import type { SessionUser } from "#server/accounts/session.ts";
import { requestOrigin, type RequestContext } from "#server/http/request-context.ts";
import { formAnswer } from "./action.server.ts";

/** The intents of /profile's two-step sign-in tab (components/account/two-factor-settings.tsx). */
export const twoFactorIntents = [
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-disable",
  "two-factor-codes",
] as const;
export type TwoFactorIntent = (typeof twoFactorIntents)[number];

export const isTwoFactorIntent = (intent: string | undefined): intent is TwoFactorIntent =>
  (twoFactorIntents as readonly (string | undefined)[]).includes(intent);

/**
 * The profile action for the two-step sign-in tab: each intent is one call of the two-factor
 * service, answered with formAnswer. Turning it on or off replaces this device's session, whose
 * new cookie goes with the answer.
 */
export async function twoFactorAction(
  ctx: RequestContext,
  request: Request,
  url: URL,
  user: SessionUser,
  values: Record<string, string> & { intent: TwoFactorIntent },
) {
  const { twoFactor } = ctx.services;
  const origin = requestOrigin(ctx, url);
  const headers = request.headers;
  switch (values.intent) {
    case "two-factor-start": {
      const outcome = await twoFactor.start(headers, user, values, origin);
      return formAnswer(
        outcome.ok ? ok({ intent: values.intent, setup: outcome.setup }) : outcome,
        values,
      );
    }
    case "two-factor-confirm": {
      // A wrong code's answer carries the set-up again (TwoFactorService's ConfirmFailure).
      const outcome = await twoFactor.confirm(headers, user, values, origin);
      if (!outcome.ok) return formAnswer(outcome, values);
      return formAnswer(ok({ intent: values.intent }), values, { headers: outcome.headers });
    }
    case "two-factor-disable": {
      const outcome = await twoFactor.disable(headers, user, values, origin);
      if (!outcome.ok) return formAnswer(outcome, values);
      return formAnswer(ok({ intent: values.intent }), values, { headers: outcome.headers });
    }
    case "two-factor-codes": {
      const outcome = await twoFactor.newBackupCodes(headers, user, values, origin);
      const answer = outcome.ok
        ? ok({ intent: values.intent, backupCodes: outcome.backupCodes })
        : outcome;
      return formAnswer(answer, values);
    }
  }
}
