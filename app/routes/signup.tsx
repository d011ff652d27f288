import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { returnPath } from "#common/login-path.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { EmailField, PasswordField } from "#app/components/account/credential-fields.tsx";
import { FederatedSignIn } from "#app/components/account/federated-sign-in.tsx";
import { FormStatus } from "#app/components/account/form-status.tsx";
import { SubmitButton } from "#app/components/account/submit-button.tsx";
import { useAccountForm } from "#app/lib/account-form.ts";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/signup";

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const redirectTo = returnPath(url.searchParams.get("redirectTo"), url);
  if (await ctx.session()) throw redirect(redirectTo);
  return { redirectTo, providers: ctx.services.accounts.providers() };
}

/** A new account is signed in at once and lands where it came from, else on the home page. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const outcome = await ctx.services.accounts.signUp(values, requestOrigin(ctx, url));
  if (!outcome.ok) return formAnswer(outcome, values);
  throw redirect(returnPath(values.redirectTo, url), { headers: outcome.headers });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { formRef, statusRef, ...form } = useAccountForm(actionData);
  return (
    <AuthCard title={t("auth.signup.title")} intro={t("auth.signup.intro")}>
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField defaultValue={form.values.email} error={form.fieldError("email")} />
        <PasswordField
          name="password"
          label={t("auth.password")}
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
          to={localized("/login", { query: { redirectTo: loaderData.redirectTo } })}
          className="font-semibold underline"
        >
          {t("auth.signup.loginLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
