import type { ReactNode } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { FormAnswer } from "#common/result.ts";
import type { SecondFactorStatus, TwoFactorSetup } from "#server/accounts/two-factor.service.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { useAccountForm } from "#app/lib/account-form.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { BackupCodeList } from "./backup-code-list.tsx";
import { PasswordField } from "./credential-fields.tsx";
import { TwoFactorSetupSteps } from "./two-factor-setup-steps.tsx";

/** What the profile's action answered to one of this tab's forms, by the form's intent. */
export interface TwoFactorAnswers {
  start?: FormAnswer | undefined;
  confirm?: FormAnswer | undefined;
  disable?: FormAnswer | undefined;
  codes?: FormAnswer | undefined;
}

/** The set-up a start answered, or that a wrong first code sent back to show again. */
function setupIn(answer: FormAnswer | undefined): TwoFactorSetup | null {
  return answer && "setup" in answer ? (answer.setup as TwoFactorSetup) : null;
}

function backupCodesIn(answer: FormAnswer | undefined): string[] | null {
  return answer?.ok && "backupCodes" in answer ? (answer.backupCodes as string[]) : null;
}

/** A form that asks only for the current password: starting the set-up, turning off, new codes. */
function PasswordStep(props: {
  intent: string;
  title?: string;
  intro?: string;
  label: string;
  pendingLabel: string;
  answer: FormAnswer | undefined;
  /** What a success shows above the form (new backup codes). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const { formRef, statusRef, ...form } = useAccountForm(props.answer);
  return (
    <section className="mt-6 border-t border-ink/10 pt-6">
      {props.title ? <h3 className="font-serif text-xl">{props.title}</h3> : null}
      {props.intro ? <p className="mt-1 text-sm text-ink/80">{props.intro}</p> : null}
      {props.children}
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-4 max-w-md space-y-4"
        // A success empties the password field: the form is keyed on the answer.
        key={form.succeeded ? "done" : "form"}
      >
        <PasswordField
          name="password"
          label={t("twoFactor.password")}
          autoComplete="current-password"
          error={form.fieldError("password")}
        />
        <FormFooter
          ref={statusRef}
          message={form.error}
          intent={props.intent}
          label={props.label}
          pendingLabel={props.pendingLabel}
        />
      </Form>
    </section>
  );
}

/**
 * /profile?tab=security: two-step sign-in (docs/decisions/0026-second-factor.md). Off: the
 * password starts the set-up (TwoFactorSetupSteps). On: new backup codes, or turning it off,
 * each behind the password; a session that has not shown the factor is sent to confirm first.
 * Plain forms: it works before JavaScript loads.
 */
export function TwoFactorSettings(props: {
  status: SecondFactorStatus;
  isAdmin: boolean;
  /** The admin panel sent this admin here: it opens once the second factor is on. */
  adminRequired: boolean;
  /**
   * Where to confirm this session first, when it has not shown the account's second factor:
   * until then nothing here can be changed (server/accounts/admin-access.ts).
   */
  confirmFirst: string | null;
  answers: TwoFactorAnswers;
}) {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  const { status, answers } = props;
  const setup = setupIn(answers.start) ?? setupIn(answers.confirm);
  const newCodes = backupCodesIn(answers.codes);
  const turnedOn = answers.confirm?.ok === true;
  const turnedOff = answers.disable?.ok === true;
  return (
    <Card>
      <h2 className="font-serif text-2xl">{t("twoFactor.title")}</h2>
      <p className="mt-1 text-sm text-ink/80">{t("twoFactor.intro")}</p>
      {props.adminRequired && !status.enabled ? (
        <Alert tone="info" className="mt-4">
          {t("twoFactor.adminRequired")}
        </Alert>
      ) : null}
      <div role="status" className="mt-4 font-medium">
        {turnedOn ? t("twoFactor.turnedOn") : turnedOff ? t("twoFactor.turnedOff") : null}
      </div>
      <p className="mt-2">
        {status.enabled ? t("twoFactor.on") : t("twoFactor.off")}{" "}
        {status.backupCodesLeft === null
          ? null
          : t("twoFactor.codesLeft", { count: status.backupCodesLeft })}
      </p>
      {turnedOn && props.isAdmin ? (
        <ButtonLink to={localized("/admin")} className="mt-4">
          {t("twoFactor.toAdmin")}
        </ButtonLink>
      ) : null}
      {props.confirmFirst ? (
        <>
          <Alert tone="info" className="mt-4">
            {t("twoFactor.confirmFirst")}
          </Alert>
          <ButtonLink to={props.confirmFirst} className="mt-4">
            {t("twoFactor.step.confirmTitle")}
          </ButtonLink>
        </>
      ) : !status.hasPassword ? (
        <p className="mt-4 text-ink/80">{t("twoFactor.needsPassword")}</p>
      ) : status.enabled ? (
        <>
          <PasswordStep
            intent="two-factor-codes"
            title={t("twoFactor.newCodesTitle")}
            intro={t("twoFactor.newCodesIntro")}
            label={t("twoFactor.newCodes")}
            pendingLabel={t("twoFactor.makingCodes")}
            answer={answers.codes}
          >
            {newCodes ? (
              <div className="mt-4">
                <BackupCodeList title={t("twoFactor.newCodesShown")} codes={newCodes} />
              </div>
            ) : null}
          </PasswordStep>
          <PasswordStep
            intent="two-factor-disable"
            title={t("twoFactor.disableTitle")}
            intro={`${t("twoFactor.disableIntro")}${props.isAdmin ? ` ${t("twoFactor.disableAdmin")}` : ""}`}
            label={t("twoFactor.disable")}
            pendingLabel={t("twoFactor.disabling")}
            answer={answers.disable}
          />
        </>
      ) : setup ? (
        <TwoFactorSetupSteps setup={setup} answer={answers.confirm} />
      ) : (
        <PasswordStep
          intent="two-factor-start"
          label={t("twoFactor.start")}
          pendingLabel={t("twoFactor.starting")}
          answer={answers.start}
        />
      )}
    </Card>
  );
}
