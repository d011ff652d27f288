import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { failedForm, readForm } from "#server/accounts/account.http.ts";
import { signIn, startFederatedSignIn } from "#server/accounts/account.service.ts";
import { federatedProviders } from "#server/accounts/providers.ts";
import { accountContext, loginPathFor, returnPath } from "#server/accounts/guards.ts";
import { appContext } from "#server/app-context.ts";
import { AuthCard } from "../components/account/auth-card.tsx";
import { EmailField } from "../components/account/email-field.tsx";
import { FederatedSignIn } from "../components/account/federated-sign-in.tsx";
import { FormStatus } from "../components/account/form-status.tsx";
import { SubmitButton } from "../components/account/submit-button.tsx";
import {
  useAccountAnswer,
  useFocusAnswer,
  type AccountMessage,
} from "../components/account/use-account-form.ts";
import { FormField } from "../components/ui/form-field.tsx";
import { localeFromPath } from "../i18n/locales.ts";
import { useLocalizedPath } from "../lib/use-locale.ts";
import type { Route } from "./+types/login";

// better-auth's error codes on the way back from a provider (…/login?error=…).
function federatedError(code: string | null): AccountMessage | null {
  if (code === null) return null;
  return code === "account_not_linked" ? "account-not-linked" : "federated";
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const redirectTo = returnPath(url.searchParams.get("redirectTo"), url);
  if (await ctx.session()) throw redirect(redirectTo);
  return {
    redirectTo,
    providers: federatedProviders(ctx.config),
    federatedError: federatedError(url.searchParams.get("error")),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const values = await readForm(request);
  const redirectTo = returnPath(values.redirectTo, url);

  if (values.intent === "federated") {
    const provider = federatedProviders(ctx.config).find((p) => p.id === values.provider);
    if (!provider) return failedForm({ error: "unavailable" }, values);
    const started = await startFederatedSignIn(accountContext(ctx), request.headers, provider.id, {
      callback: redirectTo,
      error: loginPathFor(locale, redirectTo),
    });
    if (!started.ok) return failedForm(started, values);
    throw redirect(started.url, { headers: started.headers });
  }

  const outcome = await signIn(accountContext(ctx), values, locale);
  if (!outcome.ok) return failedForm(outcome, values);
  throw redirect(redirectTo, { headers: outcome.headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const form = useAccountAnswer(actionData, loaderData.federatedError);
  const { formRef, statusRef } = useFocusAnswer(actionData);
  const back = `?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`;

  return (
    <AuthCard title={t("auth.login.title")} intro={t("auth.login.intro")}>
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField defaultValue={form.values.email} error={form.fieldError("email")} />
        <FormField
          name="password"
          type="password"
          label={t("auth.password")}
          required
          autoComplete="current-password"
          error={form.fieldError("password")}
        />
        <p className="text-right text-sm">
          <Link to={localized("/reset-password")} className="underline hover:text-gold-deep">
            {t("auth.login.forgot")}
          </Link>
        </p>
        <FormStatus ref={statusRef} tone="error" message={form.error} />
        <SubmitButton
          intent="sign-in"
          label={t("auth.login.submit")}
          pendingLabel={t("auth.login.submitting")}
        />
      </Form>
      <FederatedSignIn providers={loaderData.providers} redirectTo={loaderData.redirectTo} />
      <p className="mt-6 text-center text-sm">
        {t("auth.login.noAccount")}{" "}
        <Link to={`${localized("/signup")}${back}`} className="font-semibold underline">
          {t("auth.login.signupLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
