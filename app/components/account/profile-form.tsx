import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Profile } from "#server/accounts/profiles.service.ts";
import { Form } from "react-router";
import { formatDateTime } from "#common/format.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { FormAnswer } from "#common/result.ts";
import { useAccountForm } from "#app/lib/account-form.ts";
import { fieldInputs } from "#app/components/ui/field-inputs.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";

/** docs/product.md §2: e-mail, user id and creation time to read; name and phone to edit. */
export function ProfileForm(props: { profile: Profile; answer: FormAnswer | undefined }) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const { formRef, statusRef, ...form } = useAccountForm(props.answer);
  const saved = form.succeeded;
  return (
    <Card>
      <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink/70">{t("profile.email")}</dt>
          <dd className="break-all font-medium">{props.profile.email}</dd>
        </div>
        <div>
          <dt className="text-ink/70">{t("profile.userId")}</dt>
          <dd className="break-all font-mono">{props.profile.id}</dd>
        </div>
        <div>
          <dt className="text-ink/70">{t("profile.createdAt")}</dt>
          <dd>
            <time dateTime={props.profile.createdAt}>
              {formatDateTime(props.profile.createdAt, locale)}
            </time>
          </dd>
        </div>
      </dl>
      <Form ref={formRef} method="post" noValidate className="mt-6 space-y-4">
        {(["name", "phone"] as const).map((name) => (
          <FormField
            key={name}
            name={name}
            label={t(`profile.${name}`)}
            {...fieldInputs[name === "name" ? "personName" : "phone"]}
            defaultValue={form.values[name] ?? props.profile[name]}
            error={form.fieldError(name)}
          />
        ))}
        <FormFooter
          ref={statusRef}
          succeeded={saved}
          message={saved ? t("profile.updated") : form.error}
          intent="profile"
          label={t("profile.submit")}
          pendingLabel={t("profile.saving")}
        />
      </Form>
    </Card>
  );
}
