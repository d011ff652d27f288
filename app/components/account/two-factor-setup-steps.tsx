import { useId } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { FormAnswer } from "#common/result.ts";
import type { TwoFactorSetup } from "#server/accounts/two-factor.service.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { useAccountForm } from "#app/lib/account-form.ts";
import { BackupCodeList } from "./backup-code-list.tsx";

/**
 * Setting up the second factor, after the password: the QR code for the app (drawn on the
 * server) and its key to type instead, the ten backup codes shown this once, and the first code
 * from the app, which turns it on. The form carries the set-up back, so a wrong code shows the
 * same steps again, also without JavaScript.
 */
export function TwoFactorSetupSteps(props: {
  setup: TwoFactorSetup;
  /** The answer to the last confirmation, when it failed. */
  answer: FormAnswer | undefined;
}) {
  const { t } = useTranslation("account");
  const keyId = useId();
  const { formRef, statusRef, ...form } = useAccountForm(props.answer);
  const { setup } = props;
  return (
    <ol className="mt-6 space-y-6">
      <li>
        <h3 className="font-serif text-xl">{t("twoFactor.scanTitle")}</h3>
        <img
          src={setup.qrCode}
          alt={t("twoFactor.qrAlt")}
          width={200}
          height={200}
          className="mt-3 rounded border border-ink/20"
        />
        <label htmlFor={keyId} className="mt-3 block text-sm">
          {t("twoFactor.keyIntro")}
        </label>
        <input
          id={keyId}
          readOnly
          value={setup.secret}
          className="mt-1 block w-full max-w-md rounded border border-ink/30 bg-ivory px-3 py-2 font-mono"
        />
      </li>
      <li>
        <h3 className="font-serif text-xl">{t("twoFactor.backupTitle")}</h3>
        <p className="mt-1 mb-3 text-sm text-ink/80">{t("twoFactor.backupIntro")}</p>
        <BackupCodeList title={t("twoFactor.backupCodes")} codes={setup.backupCodes} />
      </li>
      <li>
        <h3 className="font-serif text-xl">{t("twoFactor.confirmTitle")}</h3>
        <Form ref={formRef} method="post" noValidate className="mt-3 max-w-md space-y-4">
          <input type="hidden" name="totpURI" value={setup.totpURI} />
          <input type="hidden" name="backupCodes" value={setup.backupCodes.join(" ")} />
          <FormField
            name="code"
            label={t("twoFactor.code")}
            hint={t("twoFactor.codeHint")}
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={40}
            error={form.fieldError("code")}
          />
          <FormFooter
            ref={statusRef}
            message={form.error}
            intent="two-factor-confirm"
            label={t("twoFactor.confirm")}
            pendingLabel={t("twoFactor.confirming")}
          />
        </Form>
      </li>
    </ol>
  );
}
