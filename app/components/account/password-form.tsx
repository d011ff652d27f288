import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { FormAnswer } from "#common/result.ts";
import { useAccountForm } from "#app/lib/account-form.ts";
import { PasswordField } from "./credential-fields.tsx";
import { FormStatus } from "./form-status.tsx";
import { SubmitButton } from "./submit-button.tsx";

/** Changing the password keeps this session and ends every other one (server side). */
export function PasswordForm(props: { answer: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const { formRef, statusRef, ...form } = useAccountForm(props.answer);
  const changed = form.succeeded;
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
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
        <FormStatus
          ref={statusRef}
          tone={changed ? "success" : "error"}
          message={changed ? t("profile.passwordChanged") : form.error}
        />
        <SubmitButton
          intent="password"
          label={t("profile.passwordSubmit")}
          pendingLabel={t("profile.saving")}
        />
      </Form>
    </div>
  );
}
