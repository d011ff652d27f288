import { useLocation } from "react-router";
import { defaultLocale, locales, localizePath } from "#common/locales.ts";

/** hreflang links so search engines index each language and show the right one. */
export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  return (
    <>
      {locales.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={locale}
          href={`${origin}${localizePath(pathname, locale)}`}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={`${origin}${localizePath(pathname, defaultLocale)}`}
      />
    </>
  );
}
