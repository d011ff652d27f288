import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatDateTime, formatEuros } from "#common/format.ts";
import type { Locale } from "#common/locales.ts";
import type { BoardMetal, PriceBoard } from "#common/price-board.ts";

/**
 * The price board (docs/product.md §9): per metal, the fine price with its time and source,
 * then a table of what the shop pays per gram of each alloy.
 */
export function PriceBoardTables({ board }: { board: PriceBoard }) {
  const { t } = useTranslation("gold");
  const locale = useLocale();
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-2">
      {board.metals.map((metal) => (
        <section
          key={metal.metal}
          aria-labelledby={`board-${metal.metal}`}
          className="rounded-lg border border-gold/40 p-4"
        >
          <h3 id={`board-${metal.metal}`} className="font-serif text-2xl">
            {t(`goldDesk.board.metals.${metal.metal}`)}
          </h3>
          <MetalPrices metal={metal} locale={locale} withFineness />
        </section>
      ))}
    </div>
  );
}

/**
 * One metal's fine price, its time, source and margin, and its table: the page's board and,
 * without the fineness column, the home page's compact one (which the server renders outside
 * the router, so the language comes as a prop).
 */
export function MetalPrices({
  metal,
  locale,
  withFineness = false,
}: {
  metal: BoardMetal;
  locale: Locale;
  withFineness?: boolean;
}) {
  const { t } = useTranslation("gold");
  const name = t(`goldDesk.board.metals.${metal.metal}`);
  return (
    <>
      <p className="mt-2 text-lg">
        {t("goldDesk.board.finePrice", {
          metal: t(`goldDesk.board.fine.${metal.metal}`),
          price: formatEuros(Math.round(metal.eurPerGram * 100), locale),
        })}
      </p>
      <p className="mt-1 text-sm text-ink/75">
        {t("goldDesk.board.priceAt", {
          time: formatDateTime(metal.fetchedAt, locale),
          source: t(`goldDesk.board.sources.${metal.source}`),
        })}{" "}
        {t("goldDesk.board.margin", { margin: metal.marginPercent })}
      </p>
      <table className="mt-4 w-full max-w-xl text-left">
        <caption className="sr-only">{`${t("goldDesk.board.title")}: ${name}`}</caption>
        <thead>
          <tr className="border-b border-ink/20 text-sm">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t("goldDesk.board.alloy")}
            </th>
            {withFineness ? (
              <th scope="col" className="py-2 pr-2 font-semibold">
                {t("goldDesk.board.fineness")}
              </th>
            ) : null}
            <th scope="col" className="py-2 text-right font-semibold">
              {t("goldDesk.board.perGram")}
            </th>
          </tr>
        </thead>
        <tbody>
          {metal.rows.map((row) => (
            <tr key={row.fineness} className="border-b border-ink/10">
              <th scope="row" className="py-2 pr-2 font-normal">
                {row.karat === null
                  ? `${name} ${row.fineness}`
                  : t("goldDesk.board.karat", { karat: row.karat })}
              </th>
              {withFineness ? <td className="py-2 pr-2 tabular-nums">{row.fineness}</td> : null}
              <td className="py-2 text-right font-semibold tabular-nums">
                {formatEuros(row.centsPerGram, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
