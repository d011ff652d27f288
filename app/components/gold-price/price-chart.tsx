import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatAxisDate, formatChangePercent } from "#common/chart-format.ts";
import { formatDate, formatEuros } from "#common/format.ts";
import type { ChartGeometry } from "#common/price-chart.ts";

export type ChartPeriod = "month" | "year" | "fiveYears";

const cents = (eurPerGram: number) => Math.round(eurPerGram * 100);

/**
 * One period of the fine-gold chart, drawn as SVG by the server from `chartGeometry`
 * (common/price-chart.ts): readable without JavaScript, no chart library. The SVG is one
 * image with a sentence for its name; the same points follow as a table for screen readers.
 */
export function PriceChart({
  period,
  chart,
}: {
  period: ChartPeriod;
  chart: ChartGeometry | null;
}) {
  const { t } = useTranslation("gold");
  const locale = useLocale();
  const title = t(`goldDesk.chart.periods.${period}`);
  const titleId = `chart-${period}`;
  if (!chart) {
    return (
      <section aria-labelledby={titleId} className="mt-8">
        <h3 id={titleId} className="font-serif text-2xl">
          {title}
        </h3>
        <p className="mt-2 text-ink/75">{t("goldDesk.chart.noData")}</p>
      </section>
    );
  }
  const first = chart.points[0];
  const last = chart.points.at(-1);
  const change = formatChangePercent(chart.changePercent, locale);
  // Whole euros on the axis unless its step is smaller than a euro.
  const whole = chart.yTicks.every((tick) => Number.isInteger(tick.eurPerGram));
  const spansYears = first && last && first.date.slice(0, 4) !== last.date.slice(0, 4);
  const summary =
    first && last
      ? t("goldDesk.chart.summary", {
          from: formatDate(first.date, locale),
          to: formatDate(last.date, locale),
          first: formatEuros(cents(first.eurPerGram), locale),
          last: formatEuros(cents(last.eurPerGram), locale),
        })
      : "";
  const { plot } = chart;
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h3 id={titleId} className="font-serif text-2xl">
        {title}
      </h3>
      <p className="mt-1 font-semibold">{t("goldDesk.chart.change", { change })}</p>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={summary}
        className="mt-3 h-auto w-full max-w-2xl text-ink"
      >
        {chart.yTicks.map((tick) => (
          <g key={tick.eurPerGram}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
              className="stroke-ink/15"
              strokeWidth={1}
            />
            <text
              x={plot.left - 6}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={14}
              className="fill-current"
            >
              {formatEuros(cents(tick.eurPerGram), locale, { whole })}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick, index) => (
          <text
            key={tick.date}
            x={tick.x}
            y={chart.height - 6}
            fontSize={14}
            textAnchor={
              index === 0 ? "start" : index === chart.xTicks.length - 1 ? "end" : "middle"
            }
            className="fill-current"
          >
            {formatAxisDate(tick.date, locale, Boolean(spansYears))}
          </text>
        ))}
        <path d={chart.line} fill="none" className="stroke-gold-deep" strokeWidth={2.5} />
      </svg>
      <table className="sr-only">
        <caption>{t("goldDesk.chart.tableCaption", { period: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("goldDesk.chart.date")}</th>
            <th scope="col">{t("goldDesk.chart.price")}</th>
          </tr>
        </thead>
        <tbody>
          {chart.points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDate(point.date, locale)}</th>
              <td>{formatEuros(cents(point.eurPerGram), locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
