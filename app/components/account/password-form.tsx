import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { FormAnswer } from "#common/result.ts";
import { useAccountForm } from "#app/lib/account-form.ts";
import { PasswordField } from "./credential-fields.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";

/** Changing the password keeps this session and ends every other one (server side). */
export function PasswordForm(props: { answer: FormAnswer | undefined }) {
  const { t } = useTranslation("account");
  const { formRef, statusRef, ...form } = useAccountForm(props.answer);
  const changed = form.succeeded;
  return (
    <Card>
      <h2 className="font-serif text-2xl">{t("profile.passwordTitle")}</h2>
      <p className="mt-1 text-sm text-ink/80">{t("profile.passwordIntro")}</p>
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-4 space-y-4"
        // A successful change empties the fields: the form is keyed on the answer.
        key={changed ? "changed" : "form"}
      >
        <PasswordField
          name="currentPassword"
          label={t("profile.currentPassword")}
          autoComplete="current-password"
          error={form.fieldError("currentPassword")}
        />
        <PasswordField
          name="newPassword"
          label={t("profile.newPassword")}
          autoComplete="new-password"
          error={form.fieldError("newPassword")}
        />
        <FormFooter
          ref={statusRef}
          succeeded={changed}
          message={changed ? t("profile.passwordChanged") : form.error}
          intent="password"
          label={t("profile.passwordSubmit")}
          pendingLabel={t("profile.saving")}
        />
      </Form>
    </Card>
  );
}
