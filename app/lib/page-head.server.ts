import { serverI18n } from "#app/i18n/messages.server.ts";
import type { Vars } from "#app/i18n/keys.ts";
import type { SeoPage } from "#app/i18n/seo/en.ts";
import { localeFromPath } from "#common/locales.ts";
import { business } from "#server/business.ts";
import type { HeadImage, PageHead } from "./page-head.ts";

/** public/og-image.jpg, drawn by tools/site-images/ at Open Graph's recommended size. */
const SITE_IMAGE = { url: "/og-image.jpg", width: 1200, height: 630 } as const;

/** The seo messages's t() in the language of the address asked. */
const seoTexts = (url: URL) => serverI18n(localeFromPath(url.pathname)).translation("seo").t;

/** Every title ends with the shop's name, so a result or a tab says whose page it is. */
const withShopName = (title: string) => `${title} – ${business.name}`;

/**
 * The head of a page whose title and description are in the seo messages
 * (`seo.pages.<page>`); `vars` fill their placeholders besides `{{name}}`, the shop's.
 */
export function pageHead(
  url: URL,
  page: SeoPage,
  options: Pick<PageHead, "canonical"> & { vars?: Vars } = {},
): PageHead {
  const t = seoTexts(url);
  const vars = { ...options.vars, name: business.name };
  return {
    title: withShopName(t(`seo.pages.${page}.title`, vars)),
    description: t(`seo.pages.${page}.description`, vars),
    ...(options.canonical ? { canonical: options.canonical } : {}),
  };
}

/**
 * The head of a page that has its own texts (a piece: its name, description and picture);
 * without a description of its own it has the site's.
 */
export function ownHead(url: URL, head: PageHead): PageHead {
  return {
    ...head,
    title: withShopName(head.title),
    description: head.description || seoTexts(url)("seo.description"),
  };
}

/**
 * The site's head, given by the root loader: the home page's, and what any page leaves out
 * (its description, its picture). The shop's name comes first here, as on the home page.
 */
export function siteHead(url: URL): PageHead & { image: HeadImage } {
  const t = seoTexts(url);
  return {
    title: `${business.name} – ${t("seo.siteTitle")}`,
    description: t("seo.description"),
    image: { ...SITE_IMAGE, alt: t("seo.imageAlt", { name: business.name }) },
  };
}
