import { data, Link, redirect, useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { requestContext } from "#server/http/request-context.ts";
import { ProductView } from "#app/components/shop/product-view.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useOverGrid } from "#app/lib/over-grid.ts";
import { ownHead } from "#app/lib/page-head.server.ts";
import type { SharedPageHandle } from "#app/lib/shared-page.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { excerpt } from "#common/format.ts";
import { localizedHref, localeFromPath } from "#common/locales.ts";
import { mediaSrc } from "#common/media.ts";
import { productJsonLd } from "#common/product-json-ld.ts";
import type { Route } from "./+types/shop-item";

export const handle: MessagesHandle & SharedPageHandle = { i18n: ["shop"], sharedPage: true };

/**
 * One piece at /shop/<slug>, its slug and text in the page's language; a slug of another
 * language, an old or a shortened one of the same id moves to the current one.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const locale = localeFromPath(url.pathname);
  const item = await services.catalogue.get(params.slug, locale);
  if (!item.ok) throw data(null, { status: 404 });
  const canonical = localizedHref(locale, `/shop/${item.slug}`);
  if (params.slug !== item.slug) throw redirect(canonical, 301);
  // Link previews show the piece's main picture, at a width large cards fill.
  const picture = item.imageUrl
    ? await services.media.servedSize(item.imageUrl, PREVIEW_WIDTH)
    : null;
  const head = ownHead(url, {
    title: item.name,
    description: excerpt(item.description, 160),
    canonical: {
      path: `/shop/${item.slug}`,
      pathIn: {
        en: `/shop/${item.slugs.en}`,
        nl: `/shop/${item.slugs.nl}`,
        fr: `/shop/${item.slugs.fr}`,
      },
    },
    type: "product",
    ...(item.imageUrl && picture
      ? { image: { url: mediaSrc(item.imageUrl, PREVIEW_WIDTH), ...picture, alt: item.name } }
      : {}),
  });
  return { item, canonicalUrl: `${origin}${canonical}`, origin, head };
}

/** Open Graph asks for at least 1200 pixels across for a large preview. */
const PREVIEW_WIDTH = 1280;

export default function ShopItem({ loaderData }: Route.ComponentProps) {
  const { item, canonicalUrl, origin } = loaderData;
  const locale = useLocale();
  const { t } = useTranslation("shop");
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const overGrid = useOverGrid();
  if (overGrid) {
    // Closing goes back in history, to the grid it was opened from: Back closes it too.
    const close = () => {
      void navigate(-1);
    };
    return (
      <Dialog open onClose={close} title={item.name} size="wide" closeLabel={t("shop.item.close")}>
        <ProductView key={item.id} item={item} titled={false} onAdded={close} />
      </Dialog>
    );
  }
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <script
        type="application/ld+json"
        // JSON-LD is data, not script: CSP lets it be. `<` is escaped inside (see the helper).
        dangerouslySetInnerHTML={{
          __html: productJsonLd(item, { origin, url: canonicalUrl, inLanguage: locale }),
        }}
      />
      <Link to={localized("/shop")} className="text-sm underline underline-offset-4">
        {t("shop.item.back")}
      </Link>
      <div className="mt-6">
        <ProductView key={item.id} item={item} />
      </div>
    </article>
  );
}
