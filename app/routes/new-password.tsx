import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { PasswordField } from "#app/components/account/credential-fields.tsx";
import { FormStatus } from "#app/components/account/form-status.tsx";
import { SubmitButton } from "#app/components/account/submit-button.tsx";
import { useAccountForm } from "#app/lib/account-form.ts";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/new-password";

/** The page the reset mail links to: /reset-password/new?token=… */
export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "" };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const outcome = await ctx.services.accounts.resetPassword(values, requestOrigin(ctx, url));
  return formAnswer(outcome, values);
}

export default function NewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { formRef, statusRef, ...form } = useAccountForm(
    actionData,
    loaderData.token ? null : "invalid-token",
  );
  const done = form.succeeded;
  const badToken = !done && form.code === "invalid-token";
  return (
    <AuthCard title={t("auth.newPassword.title")} intro={t("auth.newPassword.intro")}>
      {done ? (
        <div className="space-y-4">
          <FormStatus ref={statusRef} tone="success" message={t("auth.newPassword.done")} />
          <Link
            to={localized("/login")}
            className="block rounded bg-ink px-4 py-3 text-center font-semibold text-white"
          >
            {t("auth.newPassword.login")}
          </Link>
        </div>
      ) : (
        <Form ref={formRef} method="post" noValidate className="space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <PasswordField
            name="password"
            label={t("auth.newPassword.label")}
            autoComplete="new-password"
            error={form.fieldError("password")}
          />
          <FormStatus ref={statusRef} tone="error" message={form.error} />
          {badToken ? (
            <Link to={localized("/reset-password")} className="block text-sm underline">
              {t("auth.newPassword.requestNew")}
            </Link>
          ) : null}
          <SubmitButton
            label={t("auth.newPassword.submit")}
            pendingLabel={t("auth.newPassword.submitting")}
          />
        </Form>
      )}
    </AuthCard>
  );
}
