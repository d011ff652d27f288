import { useLocation, useMatches, useRouteError } from "react-router";
import { headOf, type HeadImage, type NoindexHandle, type PageHead } from "#app/lib/page-head.ts";
import {
  defaultLocale,
  localeFromPath,
  localizedHref,
  locales,
  stripLocale,
  type Locale,
  type PagePath,
} from "#common/locales.ts";

/**
 * Open Graph takes a language_TERRITORY from Facebook's list, which has no en_BE; the English
 * texts are written in British spelling.
 */
const ogLocales: Record<Locale, string> = { en: "en_GB", nl: "nl_BE", fr: "fr_BE" };

/**
 * The tags of <head> that describe the page, the same way on every page: its title and
 * description, its canonical address and that of each language (hreflang), Open Graph and the
 * Twitter card, and `noindex` where a route's handle asks (NoindexHandle). The page's own
 * head is the deepest route's `head` (page-head.ts); what it leaves out is the site's. An
 * error page writes its own title (root.tsx ErrorBoundary) and is never indexed.
 */
export function PageHeadTags(props: {
  origin: string;
  site: PageHead & { image: HeadImage };
  siteName: string;
}) {
  const matches = useMatches();
  // null when no error is shown (React Router's context default), else what was thrown.
  const error = useRouteError();
  const { pathname } = useLocation();
  if (error != null) return <meta name="robots" content="noindex" />;
  const locale = localeFromPath(pathname);
  const own = matches.map((match) => headOf(match.loaderData)).findLast((head) => head);
  const head = own ?? props.site;
  const noindex = matches.some(
    (match) => (match.handle as Partial<NoindexHandle> | undefined)?.noindex,
  );
  // Any path the router matched without an error is a page's.
  const canonical = head.canonical ?? { path: stripLocale(pathname) as PagePath };
  const address = (language: Locale) =>
    `${props.origin}${localizedHref(language, canonical.pathIn?.[language] ?? canonical.path, {
      query: canonical.query,
    })}`;
  const image = head.image ?? props.site.image;
  const imageUrl = /^https?:\/\//.test(image.url) ? image.url : `${props.origin}${image.url}`;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={address(locale)} />
      {locales.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={address(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={address(defaultLocale)} />
      <meta property="og:type" content={head.type ?? "website"} />
      <meta property="og:site_name" content={props.siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={address(locale)} />
      <meta property="og:locale" content={ogLocales[locale]} />
      {locales
        .filter((language) => language !== locale)
        .map((language) => (
          <meta key={language} property="og:locale:alternate" content={ogLocales[language]} />
        ))}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
