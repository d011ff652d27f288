import { useTranslation } from "react-i18next";
import { FormField } from "../ui/form-field.tsx";

/** The e-mail field of the login, sign-up and reset forms: same label, limits and autofill. */
export function EmailField(props: { defaultValue: string | undefined; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <FormField
      name="email"
      type="email"
      label={t("auth.email")}
      required
      autoComplete="email"
      maxLength={254}
      defaultValue={props.defaultValue}
      error={props.error}
    />
  );
}
