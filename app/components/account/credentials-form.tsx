import type { ReactNode } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { FormAnswer } from "#common/result.ts";
import type { AccountMessage } from "#common/account-failures.ts";
import { EmailField, PasswordField } from "#app/components/account/credential-fields.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { useAccountForm } from "#app/lib/account-form.ts";

/**
 * The e-mail and password form of the login and sign-up pages: the same fields, answer
 * handling and button; what differs is the password's purpose and the labels.
 */
export function CredentialsForm(props: {
  answer: FormAnswer | undefined;
  /** A failure to show before any submission (a federated sign-in that came back refused). */
  initial?: AccountMessage | null;
  redirectTo: string;
  purpose: "sign-in" | "sign-up";
  /** What a successful answer says above the button (sign-up: "check your inbox"). */
  sent?: string | null;
  submit: { label: string; pendingLabel: string };
  /** Shown between the password and the message, e.g. "Forgot your password?". */
  children?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const { formRef, statusRef, ...form } = useAccountForm(props.answer, props.initial);
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-4">
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      <EmailField defaultValue={form.values.email} error={form.fieldError("email")} />
      <PasswordField
        name="password"
        label={t("auth.password")}
        autoComplete={props.purpose === "sign-in" ? "current-password" : "new-password"}
        error={form.fieldError("password")}
      />
      {props.children}
      <FormFooter
        ref={statusRef}
        succeeded={form.succeeded}
        message={form.succeeded ? (props.sent ?? null) : form.error}
        intent={props.purpose === "sign-in" ? "sign-in" : undefined}
        {...props.submit}
      />
    </Form>
  );
}
