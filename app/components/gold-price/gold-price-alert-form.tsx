import { useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { useFetcherForm } from "#app/lib/use-fetcher-form.ts";
import { Card } from "#app/components/ui/card.tsx";
import { fieldInputs } from "#app/components/ui/field-inputs.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { minutesToWait } from "#common/format.ts";
import { goldAlertDirections, goldAlertPriceLimits } from "#common/gold-price-alerts.ts";
import type { GoldAlertAnswer } from "#server/gold-price/gold-price-alerts.service.ts";

/**
 * The gold price alert's subscription form (docs/decisions/0030-gold-price-alerts.md): an
 * address, above or below, a price per gram. It posts to /gold-price/alerts in the page's
 * language wherever it is placed (its page declares the `alerts` messages), so the same form
 * works on the price page and, without JavaScript, answers on that page of its own, whose
 * action hands the answer back as `serverResult`.
 */
export function GoldPriceAlertForm({
  serverResult,
  titleAs: Title = "h2",
}: {
  serverResult?: GoldAlertAnswer;
  /** h1 where the form is the page (its own), h2 as a section of another page. */
  titleAs?: "h1" | "h2";
}) {
  const { t } = useTranslation("alerts");
  const localized = useLocalizedPath();
  const titleId = useId();
  const { fetcher, formRef, statusRef, form, sending, kept, submitAtOnce } = useFetcherForm(
    "gold-price-alert",
    serverResult,
    {
      "rate-limited": (failure) =>
        t("goldAlerts.rateLimited", { count: minutesToWait(failure.retryAfterSeconds ?? 60) }),
      failed: t("goldAlerts.failed"),
    },
  );
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Title id={titleId} className="font-serif text-2xl">
        {t("goldAlerts.title")}
      </Title>
      <p className="mt-2 text-ink/80">{t("goldAlerts.intro")}</p>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={localized("/gold-price/alerts")}
        noValidate
        onSubmit={submitAtOnce}
        aria-labelledby={titleId}
        className="mt-4 space-y-4"
      >
        <FormField
          name="email"
          required
          {...fieldInputs.email}
          label={t("goldAlerts.email")}
          defaultValue={kept.email}
          error={form.fieldError("email")}
        />
        <SelectField
          name="direction"
          label={t("goldAlerts.direction")}
          options={goldAlertDirections.map((direction) => ({
            value: direction,
            label: t(`goldAlerts.directions.${direction}`),
          }))}
          defaultValue={kept.direction}
          error={form.fieldError("direction")}
        />
        <FormField
          name="price"
          required
          inputMode="decimal"
          autoComplete="off"
          label={t("goldAlerts.price")}
          hint={t("goldAlerts.priceHint", goldAlertPriceLimits)}
          defaultValue={kept.price}
          error={form.fieldError("price")}
        />
        <FormFooter
          ref={statusRef}
          succeeded={form.succeeded}
          message={form.succeeded ? t("goldAlerts.sent") : form.error}
          label={t("goldAlerts.submit")}
          pendingLabel={t("goldAlerts.sending")}
          pending={sending}
        />
      </fetcher.Form>
    </Card>
  );
}
