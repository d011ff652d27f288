import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { loginPathFor, returnPath } from "#common/login-path.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { EmailField, PasswordField } from "#app/components/account/credential-fields.tsx";
import { FederatedSignIn } from "#app/components/account/federated-sign-in.tsx";
import { FormStatus } from "#app/components/account/form-status.tsx";
import { SubmitButton } from "#app/components/account/submit-button.tsx";
import { useAccountForm, type AccountMessage } from "#app/lib/account-form.ts";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/login";

// better-auth's error codes on the way back from a provider (…/login?error=…).
function federatedError(code: string | null): AccountMessage | null {
  if (code === null) return null;
  return code === "account_not_linked" ? "account-not-linked" : "federated";
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const redirectTo = returnPath(url.searchParams.get("redirectTo"), url);
  if (await ctx.session()) throw redirect(redirectTo);
  return {
    redirectTo,
    providers: ctx.services.accounts.providers(),
    federatedError: federatedError(url.searchParams.get("error")),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const origin = requestOrigin(ctx, url);
  const values = await readForm(request);
  const redirectTo = returnPath(values.redirectTo, url);

  if (values.intent === "federated") {
    const started = await ctx.services.accounts.startFederatedSignIn(
      request.headers,
      values.provider,
      { callback: redirectTo, error: loginPathFor(origin.locale, redirectTo) },
      origin,
    );
    if (!started.ok) return formAnswer(started, values);
    throw redirect(started.url, { headers: started.headers });
  }

  const outcome = await ctx.services.accounts.signIn(values, origin);
  if (!outcome.ok) return formAnswer(outcome, values);
  throw redirect(redirectTo, { headers: outcome.headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { formRef, statusRef, ...form } = useAccountForm(actionData, loaderData.federatedError);
  const back = { query: { redirectTo: loaderData.redirectTo } };

  return (
    <AuthCard title={t("auth.login.title")} intro={t("auth.login.intro")}>
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField defaultValue={form.values.email} error={form.fieldError("email")} />
        <PasswordField
          name="password"
          label={t("auth.password")}
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
        <Link to={localized("/signup", back)} className="font-semibold underline">
          {t("auth.login.signupLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
