import { Fragment, useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import {
  formatReportCarat,
  gradingLabNames,
  reportCheckUrl,
  type GradingReport,
} from "#common/grading-report.ts";

/**
 * The centre stone's grading report on a piece's page, in the visitor's language, with a link
 * to the lab's own report check: the visitor need not take the shop's word for it.
 */
export function GradingReportSummary({ report }: { report: GradingReport }) {
  const { t } = useTranslation("shop");
  const locale = useLocale();
  const titleId = useId();
  const lab = gradingLabNames[report.lab];
  const rows: [string, string][] = [
    [t("shop.report.lab"), lab],
    [t("shop.report.number"), report.number],
    [
      t("shop.report.carat"),
      t("shop.report.caratValue", { carat: formatReportCarat(report.caratHundredths, locale) }),
    ],
    [t("shop.report.colour"), report.colour],
    [t("shop.report.clarity"), report.clarity],
  ];
  // A fancy shape's report may grade no cut: then the line is left out.
  if (report.cut) rows.push([t("shop.report.cut"), t(`shop.report.cuts.${report.cut}`)]);
  return (
    <section aria-labelledby={titleId} className="mt-8 rounded border border-ink/20 p-4">
      <h2 id={titleId} className="font-medium">
        {t("shop.report.title")}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="font-medium">{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <a
        href={reportCheckUrl(report.lab, report.number)}
        target="_blank"
        rel="noopener"
        className="mt-3 inline-block text-sm underline underline-offset-4"
      >
        {t("shop.report.check", { lab })}
        <span className="sr-only"> {t("shop.report.newTab")}</span>
      </a>
    </section>
  );
}
