import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { failedForm, readForm } from "#server/accounts/account.http.ts";
import { signUp } from "#server/accounts/account.service.ts";
import { federatedProviders } from "#server/accounts/providers.ts";
import { accountContext, returnPath } from "#server/accounts/guards.ts";
import { appContext } from "#server/app-context.ts";
import { AuthCard } from "../components/account/auth-card.tsx";
import { EmailField } from "../components/account/email-field.tsx";
import { FederatedSignIn } from "../components/account/federated-sign-in.tsx";
import { FormStatus } from "../components/account/form-status.tsx";
import { SubmitButton } from "../components/account/submit-button.tsx";
import { useAccountAnswer, useFocusAnswer } from "../components/account/use-account-form.ts";
import { FormField } from "../components/ui/form-field.tsx";
import { localeFromPath } from "../i18n/locales.ts";
import { useLocalizedPath } from "../lib/use-locale.ts";
import type { Route } from "./+types/signup";

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const redirectTo = returnPath(url.searchParams.get("redirectTo"), url);
  if (await ctx.session()) throw redirect(redirectTo);
  return { redirectTo, providers: federatedProviders(ctx.config) };
}

/** A new account is signed in at once and lands where it came from, else on the home page. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const values = await readForm(request);
  const outcome = await signUp(accountContext(ctx), values, locale);
  if (!outcome.ok) return failedForm(outcome, values);
  throw redirect(returnPath(values.redirectTo, url), { headers: outcome.headers });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const form = useAccountAnswer(actionData);
  const { formRef, statusRef } = useFocusAnswer(actionData);
  return (
    <AuthCard title={t("auth.signup.title")} intro={t("auth.signup.intro")}>
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField defaultValue={form.values.email} error={form.fieldError("email")} />
        <FormField
          name="password"
          type="password"
          label={t("auth.password")}
          hint={t("auth.passwordHint")}
          required
          autoComplete="new-password"
          error={form.fieldError("password")}
        />
        <FormStatus ref={statusRef} tone="error" message={form.error} />
        <SubmitButton label={t("auth.signup.submit")} pendingLabel={t("auth.signup.submitting")} />
      </Form>
      <FederatedSignIn providers={loaderData.providers} redirectTo={loaderData.redirectTo} />
      <p className="mt-6 text-center text-sm">
        {t("auth.signup.haveAccount")}{" "}
        <Link
          to={`${localized("/login")}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
          className="font-semibold underline"
        >
          {t("auth.signup.loginLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
