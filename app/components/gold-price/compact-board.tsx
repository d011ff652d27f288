import { useTranslation } from "#app/i18n/use-translation.ts";
import { formatDateTime, formatEuros } from "#common/format.ts";
import { localizedHref, type Locale } from "#common/locales.ts";
import type { BoardMetal } from "#common/price-board.ts";
import { SectionTitle, sectionFrame } from "#app/components/home/home-section.tsx";

/**
 * The home page's compact price board: gold's karats only, the fine price with its time and
 * source, the note that prices are indicative, and a link to /gold-price. Rendered by the
 * server into HTML (static-sections.server.tsx), so the home page downloads no code for it.
 */
export function CompactBoard({ gold, locale }: { gold: BoardMetal; locale: Locale }) {
  const { t } = useTranslation("gold");
  return (
    <section id="price-board" aria-labelledby="price-board-title" className="bg-ivory">
      <div className={sectionFrame}>
        <SectionTitle id="price-board" title={t("goldDesk.compact.title")} />
        <p className="mt-4 text-lg">
          {t("goldDesk.board.finePrice", {
            metal: t("goldDesk.board.fine.gold"),
            price: formatEuros(Math.round(gold.eurPerGram * 100), locale),
          })}{" "}
          <span className="text-sm text-ink/75">
            {t("goldDesk.board.priceAt", {
              time: formatDateTime(gold.fetchedAt, locale),
              source: t(`goldDesk.board.sources.${gold.source}`),
            })}
          </span>
        </p>
        <table className="mt-6 w-full max-w-xl text-left">
          <caption className="sr-only">{t("goldDesk.board.title")}</caption>
          <thead>
            <tr className="border-b border-ink/20 text-sm">
              <th scope="col" className="py-2 font-semibold">
                {t("goldDesk.board.alloy")}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t("goldDesk.board.perGram")}
              </th>
            </tr>
          </thead>
          <tbody>
            {gold.rows.map((row) => (
              <tr key={row.fineness} className="border-b border-ink/10">
                <th scope="row" className="py-2 font-normal">
                  {t("goldDesk.board.karat", { karat: row.karat })}
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">
                  {formatEuros(row.centsPerGram, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-ink/75">{t("goldDesk.board.indicative")}</p>
        <p className="mt-4">
          <a
            href={localizedHref(locale, "/gold-price")}
            className="font-semibold text-gold-deep underline"
          >
            {t("goldDesk.compact.more")}
          </a>
        </p>
      </div>
    </section>
  );
}
