import { Form, Link, redirect } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { localeFromPath } from "#common/locales.ts";
import { loginPathFor, returnPath } from "#common/login-path.ts";
import { guestOnly } from "#app/lib/guards.server.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
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
 * The second step of a password sign-in (docs/decisions/0026-second-factor.md): the login page
 * sends an account with a second factor here, with better-auth's cookie naming the sign-in
 * that waits. Without one (expired, or the address typed by hand) it is the login page again.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const redirectTo = await guestOnly(ctx, url);
  if (!(await ctx.services.twoFactor.pendingSignIn(request.headers))) {
    throw redirect(loginPathFor(localeFromPath(url.pathname), redirectTo));
  }
  return { redirectTo, head: pageHead(url, "secondFactor") };
}

/** A right code signs in and goes on to where the sign-in was going (a safe local path). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const redirectTo = returnPath(values.redirectTo, url);
  const outcome = await ctx.services.twoFactor.completeSignIn(
    request.headers,
    values,
    requestOrigin(ctx, url),
  );
  if (!outcome.ok) return formAnswer(outcome, values);
  throw redirect(redirectTo, { headers: outcome.headers });
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  const { formRef, statusRef, ...form } = useAccountForm(actionData);
  return (
    <AuthCard title={t("twoFactor.step.title")} intro={t("twoFactor.step.intro")}>
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
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
            to={localized("/login", { query: { redirectTo: loaderData.redirectTo } })}
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
      <p className="mt-6 text-sm text-ink/80">{t("twoFactor.step.lost")}</p>
    </AuthCard>
  );
}
