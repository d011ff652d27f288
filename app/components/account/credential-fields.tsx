import { useTranslation } from "#app/i18n/use-translation.ts";
import { fieldLimits } from "#common/field-limits.ts";
import { fieldInputs } from "#app/components/ui/field-inputs.ts";
import { FormField } from "#app/components/ui/form-field.tsx";

/** The e-mail field of the login, sign-up and reset forms: same label, limits and autofill. */
export function EmailField(props: { defaultValue: string | undefined; error: string | undefined }) {
  const { t } = useTranslation("account");
  return (
    <FormField
      name="email"
      label={t("auth.email")}
      required
      {...fieldInputs.email}
      defaultValue={props.defaultValue}
      error={props.error}
    />
  );
}

/**
 * A password field. A new password (autoComplete "new-password") carries the rules as a hint
 * and as minLength/maxLength, all from common/field-limits.ts.
 */
export function PasswordField(props: {
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error: string | undefined;
}) {
  const { t } = useTranslation("account");
  const isNew = props.autoComplete === "new-password";
  return (
    <FormField
      name={props.name}
      type="password"
      label={props.label}
      hint={isNew ? t("auth.passwordHint", fieldLimits.password) : undefined}
      required
      autoComplete={props.autoComplete}
      minLength={isNew ? fieldLimits.password.min : undefined}
      maxLength={fieldLimits.password.max}
      error={props.error}
    />
  );
}
