import { useLocation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { languageChoiceHref, locales } from "#common/locales.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/**
 * EN | NL | FR. Plain links (a full page load), so the new page arrives rendered in its
 * language; each carries the choice, which the server remembers before it redirects to the
 * page's own address.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLocale();
  const location = useLocation();
  return (
    <nav aria-label={t("nav.language")} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {locales.map((locale, index) => (
          <li key={locale} className="flex items-center gap-1">
            {index > 0 ? (
              <span aria-hidden="true" className="text-white/50">
                |
              </span>
            ) : null}
            <a
              href={languageChoiceHref(location, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              className={`rounded px-1.5 py-1 font-semibold ${
                locale === current ? "text-gold" : "text-white/85 hover:text-white"
              }`}
            >
              {locale.toUpperCase()}
              {/* Read as "NL, Nederlands": the visible code stays part of the name. */}
              <span className="sr-only">, {t(`languages.${locale}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
