import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { EmailField } from "#app/components/account/credential-fields.tsx";
import { FormStatus } from "#app/components/account/form-status.tsx";
import { SubmitButton } from "#app/components/account/submit-button.tsx";
import { useAccountForm } from "#app/lib/account-form.ts";
import { formAnswer, readForm } from "#app/lib/action.server.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/reset-password";

/** Known or unknown address, the answer is the same: accounts cannot be discovered here. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const outcome = await ctx.services.accounts.requestPasswordReset(values, requestOrigin(ctx, url));
  return formAnswer(outcome, values);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { formRef, statusRef, ...form } = useAccountForm(actionData);
  return (
    <AuthCard title={t("auth.reset.title")} intro={t("auth.reset.intro")}>
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <EmailField defaultValue={form.values.email} error={form.fieldError("email")} />
        <FormStatus
          ref={statusRef}
          tone={form.succeeded ? "success" : "error"}
          message={form.succeeded ? t("auth.reset.sent") : form.error}
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
