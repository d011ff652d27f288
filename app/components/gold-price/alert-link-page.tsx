import { Form, Link } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { formatEuros } from "#common/format.ts";
import type { GoldAlertLinkAnswer } from "#server/gold-price/gold-price-alerts.service.ts";

/**
 * The page a confirm or unsubscribe link opens: opening it changes nothing (mail scanners
 * open links too), its one button posts the link's alert and token to the page's action.
 * A link without both shows why it cannot work, with the way to a new alert.
 */
export function AlertLinkPage(props: {
  kind: "confirm" | "unsubscribe";
  link: { alert: string; token: string } | null;
  answer: GoldAlertLinkAnswer | undefined;
}) {
  const { t } = useTranslation("alerts");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { formRef, statusRef, ...form } = useFormAnswer(props.answer, {
    messages: { "not-found": t("goldAlerts.badLink") },
  });
  const words = {
    confirm: {
      title: t("goldAlerts.confirm.title"),
      intro: t("goldAlerts.confirm.intro"),
      submit: t("goldAlerts.confirm.submit"),
      pending: t("goldAlerts.confirm.confirming"),
      done: t("goldAlerts.confirm.done"),
    },
    unsubscribe: {
      title: t("goldAlerts.unsubscribe.title"),
      intro: t("goldAlerts.unsubscribe.intro"),
      submit: t("goldAlerts.unsubscribe.submit"),
      pending: t("goldAlerts.unsubscribe.stopping"),
      done: t("goldAlerts.unsubscribe.done"),
    },
  }[props.kind];
  const answer = props.answer;
  const watching =
    answer?.ok === true
      ? t("goldAlerts.watching", {
          direction: t(`goldAlerts.directions.${answer.direction}`),
          price: formatEuros(answer.centsPerGram, locale),
        })
      : null;
  const broken = props.link === null || (answer !== undefined && !answer.ok);
  return (
    <PageShell title={words.title}>
      <Card padding="lg" className="mt-8 space-y-4">
        {watching ? <p className="font-medium">{watching}</p> : null}
        {/* One form throughout, so the answer's hook finds it and moves focus to the message. */}
        <Form ref={formRef} method="post" className="space-y-4">
          {form.succeeded ? (
            <Alert ref={statusRef} tone="success">
              {words.done}
            </Alert>
          ) : props.link ? (
            <>
              <p>{words.intro}</p>
              <input type="hidden" name="alert" value={props.link.alert} />
              <input type="hidden" name="token" value={props.link.token} />
              <FormFooter
                ref={statusRef}
                message={form.error}
                label={words.submit}
                pendingLabel={words.pending}
              />
            </>
          ) : answer ? (
            // Posted without a link's values (a form sent by hand): refused, said at once.
            <Alert ref={statusRef} tone="error">
              {t("goldAlerts.badLink")}
            </Alert>
          ) : (
            <p>{t("goldAlerts.badLink")}</p>
          )}
        </Form>
        {broken ? (
          <p>
            <Link to={localized("/gold-price/alerts")} className="underline">
              {t("goldAlerts.newAlert")}
            </Link>
          </p>
        ) : null}
      </Card>
    </PageShell>
  );
}
