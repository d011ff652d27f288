import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatDateTime, formatEuros } from "#common/format.ts";
import type { BoardMetal, PriceBoard } from "#common/price-board.ts";

/**
 * The price board (docs/product.md §9): per metal, the fine price with its time and source,
 * then a table of what the shop pays per gram of each alloy.
 */
export function PriceBoardTables({ board }: { board: PriceBoard }) {
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-2">
      {board.metals.map((metal) => (
        <MetalBoard key={metal.metal} metal={metal} />
      ))}
    </div>
  );
}

function MetalBoard({ metal }: { metal: BoardMetal }) {
  const { t } = useTranslation("gold");
  const locale = useLocale();
  const name = t(`goldDesk.board.metals.${metal.metal}`);
  const titleId = `board-${metal.metal}`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-gold/40 p-4">
      <h3 id={titleId} className="font-serif text-2xl">
        {name}
      </h3>
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
      <table className="mt-4 w-full text-left">
        <caption className="sr-only">{`${t("goldDesk.board.title")}: ${name}`}</caption>
        <thead>
          <tr className="border-b border-ink/20 text-sm">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t("goldDesk.board.alloy")}
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t("goldDesk.board.fineness")}
            </th>
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
              <td className="py-2 pr-2 tabular-nums">{row.fineness}</td>
              <td className="py-2 text-right font-semibold tabular-nums">
                {formatEuros(row.centsPerGram, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
