import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { failedForm, readForm } from "#server/accounts/account.http.ts";
import { requestPasswordReset } from "#server/accounts/account.service.ts";
import { accountContext } from "#server/accounts/guards.ts";
import { appContext } from "#server/app-context.ts";
import { AuthCard } from "../components/account/auth-card.tsx";
import { EmailField } from "../components/account/email-field.tsx";
import { FormStatus } from "../components/account/form-status.tsx";
import { SubmitButton } from "../components/account/submit-button.tsx";
import { useAccountAnswer, useFocusAnswer } from "../components/account/use-account-form.ts";
import { useLocalizedPath } from "../lib/use-locale.ts";
import type { Route } from "./+types/reset-password";

/** Known or unknown address, the answer is the same: accounts cannot be discovered here. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request);
  const outcome = await requestPasswordReset(accountContext(context.get(appContext)), values);
  if (!outcome.ok) return failedForm(outcome, values);
  return data({ ok: true as const });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const form = useAccountAnswer(actionData);
  const { formRef, statusRef } = useFocusAnswer(actionData);
  const sent = actionData?.ok === true;
  return (
    <AuthCard title={t("auth.reset.title")} intro={t("auth.reset.intro")}>
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <EmailField defaultValue={form.values.email} error={form.fieldError("email")} />
        <FormStatus
          ref={statusRef}
          tone={sent ? "success" : "error"}
          message={sent ? t("auth.reset.sent") : form.error}
        />
        <SubmitButton label={t("auth.reset.submit")} pendingLabel={t("auth.reset.submitting")} />
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={localized("/login")} className="font-semibold underline">
          {t("auth.reset.back")}
        </Link>
      </p>
    </AuthCard>
  );
}
