import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormField } from "../ui/form-field.tsx";
import { FormStatus } from "./form-status.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useAccountAnswer, useFocusAnswer } from "./use-account-form.ts";

/** Changing the password keeps this session and ends every other one (server side). */
export function PasswordForm(props: { answer: { ok: boolean } | undefined }) {
  const { t } = useTranslation();
  const form = useAccountAnswer(props.answer);
  const { formRef, statusRef } = useFocusAnswer(props.answer);
  const changed = props.answer?.ok === true;
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
        <FormField
          name="currentPassword"
          type="password"
          label={t("profile.currentPassword")}
          required
          autoComplete="current-password"
          error={form.fieldError("currentPassword")}
        />
        <FormField
          name="newPassword"
          type="password"
          label={t("profile.newPassword")}
          hint={t("auth.passwordHint")}
          required
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
