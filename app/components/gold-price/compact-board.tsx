import { useTranslation } from "#app/i18n/use-translation.ts";
import { localizedHref, type Locale } from "#common/locales.ts";
import type { BoardMetal } from "#common/price-board.ts";
import { SectionTitle, sectionFrame } from "#app/components/home/home-section.tsx";
import { MetalPrices } from "./price-board-table.tsx";

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
        <MetalPrices metal={gold} locale={locale} />
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
