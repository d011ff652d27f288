import { Form, Link, redirect } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { localeFromPath } from "#common/locales.ts";
import { loginPathFor, returnPath } from "#common/login-path.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { PasskeySignIn } from "#app/components/account/passkey-sign-in.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { useAccountForm } from "#app/lib/account-form.ts";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/second-factor";

/** Its strings live in the account messages; a step of signing in, never a search result. */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["account"], noindex: true };

/**
 * The second step (docs/decisions/0026-second-factor.md), for two people: someone whose
 * password sign-in waits for its second factor (better-auth's cookie names the sign-in), and
 * someone signed in whose session has not shown the account's factor (the password alone, or a
 * federated provider), whom the admin panel or a change of factors sends here to confirm it.
 * Each may type the app's code or a backup code if the account has them, or use a passkey if
 * it has one. Anyone else goes on: to the login page when signed out, to where they were going
 * when signed in.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const redirectTo = returnPath(url.searchParams.get("redirectTo"), url);
  const user = await ctx.session();
  const step = await ctx.services.twoFactor.secondStep(request.headers, user);
  if (!step) {
    throw redirect(user ? redirectTo : loginPathFor(localeFromPath(url.pathname), redirectTo));
  }
  return { redirectTo, step, head: pageHead(url, "secondFactor") };
}

/** A right code signs in, or confirms the session, and goes on to `redirectTo` (a safe path). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const redirectTo = returnPath(values.redirectTo, url);
  const origin = requestOrigin(ctx, url);
  const user = await ctx.session();
  const outcome = user
    ? await ctx.services.twoFactor.confirmSession(request.headers, user, values, origin)
    : await ctx.services.twoFactor.completeSignIn(request.headers, values, origin);
  if (!outcome.ok) return formAnswer(outcome, values);
  throw redirect(redirectTo, { headers: outcome.headers });
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  const { formRef, statusRef, ...form } = useAccountForm(actionData);
  const { step, redirectTo } = loaderData;
  const confirming = step.purpose === "confirm";
  return (
    <AuthCard
      title={t(confirming ? "twoFactor.step.confirmTitle" : "twoFactor.step.title")}
      intro={t(confirming ? "twoFactor.step.confirmIntro" : "twoFactor.step.intro")}
    >
      {step.code ? (
        <Form ref={formRef} method="post" noValidate className="space-y-4">
          {confirming ? <p>{t("twoFactor.step.intro")}</p> : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormField
            name="code"
            label={t("twoFactor.step.code")}
            hint={t("twoFactor.step.codeHint")}
            required
            autoComplete="one-time-code"
            maxLength={40}
            error={form.fieldError("code")}
          />
          {form.code === "sign-in-expired" ? (
            <Link
              to={localized("/login", { query: { redirectTo } })}
              className="block text-sm underline"
            >
              {t("twoFactor.step.again")}
            </Link>
          ) : null}
          <FormFooter
            ref={statusRef}
            message={form.error}
            label={t("twoFactor.step.submit")}
            pendingLabel={t("twoFactor.step.submitting")}
          />
        </Form>
      ) : null}
      {step.passkey ? (
        <PasskeySignIn
          redirectTo={redirectTo}
          label={t("twoFactor.step.usePasskey")}
          intro={t("twoFactor.step.passkeyIntro")}
          divided={step.code}
        />
      ) : null}
      <p className="mt-6 text-sm text-ink/80">{t("twoFactor.step.lost")}</p>
    </AuthCard>
  );
}
