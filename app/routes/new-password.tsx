import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { failedForm, readForm } from "#server/accounts/account.http.ts";
import { resetPassword } from "#server/accounts/account.service.ts";
import { accountContext } from "#server/accounts/guards.ts";
import { appContext } from "#server/app-context.ts";
import { AuthCard } from "../components/account/auth-card.tsx";
import { FormStatus } from "../components/account/form-status.tsx";
import { SubmitButton } from "../components/account/submit-button.tsx";
import { useAccountAnswer, useFocusAnswer } from "../components/account/use-account-form.ts";
import { FormField } from "../components/ui/form-field.tsx";
import { useLocalizedPath } from "../lib/use-locale.ts";
import type { Route } from "./+types/new-password";

/** The page the reset mail links to: /reset-password/new?token=… */
export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "" };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request);
  const outcome = await resetPassword(accountContext(context.get(appContext)), values);
  if (!outcome.ok) return failedForm(outcome, values);
  return data({ ok: true as const });
}

export default function NewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const form = useAccountAnswer(actionData, loaderData.token ? null : "invalid-token");
  const { formRef, statusRef } = useFocusAnswer(actionData);
  const done = actionData?.ok === true;
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
          <FormField
            name="password"
            type="password"
            label={t("auth.newPassword.label")}
            hint={t("auth.passwordHint")}
            required
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
