import { useProvidedMessages, useTranslation } from "#app/i18n/use-translation.ts";
import { pageMessages, serverI18n } from "#app/i18n/messages.server.ts";
import { PriceBoardTables } from "#app/components/gold-price/price-board-table.tsx";
import { PriceChart, type ChartPeriod } from "#app/components/gold-price/price-chart.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { SharedPageHandle } from "#app/lib/shared-page.ts";
import { localeFromPath } from "#common/locales.ts";
import { chartGeometry } from "#common/price-chart.ts";
import { priceDatasetJsonLd } from "#common/price-json-ld.ts";
import { business } from "#server/business.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/gold-price";

// Prices and history are the same for everyone: the page cache may keep it like the home page.
export const handle: SharedPageHandle = { sharedPage: true };

/** The chart's periods; five years and a leap day, shown as far as the history goes. */
const periods = [
  { period: "month", days: 30 },
  { period: "year", days: 365 },
  { period: "fiveYears", days: 1827 },
] as const satisfies readonly { period: ChartPeriod; days: number }[];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const locale = localeFromPath(url.pathname);
  const [board, ...histories] = await Promise.all([
    // The kept prices: the page never waits for a source once one price is kept.
    services.goldPrice.latestBoard(),
    ...periods.map(({ days }) => services.goldPriceHistory.recent(days)),
  ]);
  const head = pageHead(url, "goldPrice");
  const longest = histories.at(-1) ?? [];
  const first = longest[0];
  const last = longest.at(-1);
  return {
    head,
    messages: pageMessages(locale, "gold"),
    board,
    // The geometry is worked out here, so its code stays out of the page's JavaScript.
    charts: periods.map(({ period }, index) => ({
      period,
      chart: chartGeometry(histories[index] ?? []),
    })),
    jsonLd: priceDatasetJsonLd({
      name: serverI18n(locale).translation("gold").t("goldDesk.chart.title"),
      description: head.description,
      url: origin + url.pathname,
      origin,
      language: locale,
      shopName: business.name,
      coverage: first && last ? { from: first.date, to: last.date } : null,
      days: periods.at(-1)?.days ?? 1827,
    }),
  };
}

/**
 * /gold-price (docs/product.md §9): what the shop pays per gram of each karat today, the fine
 * price it rests on with its time and source, and fine gold's history over 30 days, a year and
 * five years, all drawn on the server.
 */
export default function GoldPrice({ loaderData }: Route.ComponentProps) {
  useProvidedMessages("gold", loaderData.messages);
  const { t } = useTranslation("gold");
  return (
    <PageShell title={t("goldDesk.title")} width="wide">
      <script
        type="application/ld+json"
        // JSON-LD is data, not script: CSP lets it be. `<` is escaped inside (the helper).
        dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
      />
      <p className="mt-4 max-w-prose text-lg">{t("goldDesk.intro")}</p>
      <section aria-labelledby="board-title" className="mt-10">
        <h2 id="board-title" className="font-serif text-3xl">
          {t("goldDesk.board.title")}
        </h2>
        <p className="mt-3 max-w-prose rounded-lg border-l-4 border-gold-deep bg-ivory p-4">
          {t("goldDesk.board.indicative")}
        </p>
        <PriceBoardTables board={loaderData.board} />
      </section>
      <section aria-labelledby="chart-title" className="mt-12">
        <h2 id="chart-title" className="font-serif text-3xl">
          {t("goldDesk.chart.title")}
        </h2>
        {loaderData.charts.map(({ period, chart }) => (
          <PriceChart key={period} period={period} chart={chart} />
        ))}
      </section>
    </PageShell>
  );
}
