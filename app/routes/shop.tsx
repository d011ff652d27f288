import { data, useOutlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { requestContext } from "#server/http/request-context.ts";
import { cardItem, ProductCard } from "#app/components/shop/product-card.tsx";
import { ShopFilters } from "#app/components/shop/shop-filters.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { useOverGrid } from "#app/lib/over-grid.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { SharedPageHandle } from "#app/lib/shared-page.ts";
import { canonicalCatalogueQuery, catalogueParameters } from "#common/catalogue-query.ts";
import { localeFromPath } from "#common/locales.ts";
import type { Route } from "./+types/shop";

// The grid is the same for everyone who is not signed in: kept per address (page cache).
export const handle: MessagesHandle & SharedPageHandle = { i18n: ["shop"], sharedPage: true };

/**
 * The grid of /shop?sale=&special=&q=&sort=&page=, read by the same service as the API. Also
 * under a piece's page (/shop/<slug>), which opens over it as a dialog from the grid; the list
 * is kept in memory (catalogue.service.ts), so a piece's page pays little for it.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  // Parameters of others (utm_source on a campaign's link) are no filter of ours.
  const query = new URLSearchParams(
    [...url.searchParams].filter(([name]) =>
      (catalogueParameters as readonly string[]).includes(name),
    ),
  );
  const result = await services.catalogue.list(query, localeFromPath(url.pathname));
  const head = (page: number) =>
    pageHead(url, "shop", {
      canonical: { path: "/shop", query: canonicalCatalogueQuery(query, page) },
    });
  // A hand-edited filter the shop does not understand: said plainly, with Clear All. Under a
  // piece's page the grid is not shown, so the piece answers for itself.
  if (!result.ok) {
    const answer = { listing: null, head: head(1) };
    return params.slug ? answer : data(answer, { status: 400 });
  }
  const { items, total, page, pageSize } = result;
  return {
    listing: {
      items: items.map(cardItem),
      total,
      page,
      pages: Math.max(1, Math.ceil(total / pageSize)),
    },
    head: head(page),
  };
}

// Opening a piece (or another metal of it) over the grid leaves the grid as it is.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function Shop({ loaderData: { listing } }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  const piece = useOutlet();
  const overGrid = useOverGrid();
  // A piece's address reached any way but from the grid is a page of its own.
  if (piece && !overGrid) return piece;
  return (
    <PageShell title={t("shop.title")} width="wide">
      <p className="mt-2 max-w-2xl text-lg text-ink/80">{t("shop.intro")}</p>
      <div className="mt-8">
        <ShopFilters />
      </div>
      {listing === null ? (
        <div className="mt-8">
          <Alert tone="error">{t("shop.badQuery")}</Alert>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink/75" role="status">
            {listing.total === 0
              ? t("shop.noResults")
              : t("shop.results", { count: listing.total })}
          </p>
          {listing.items.length > 0 ? (
            <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {listing.items.map((item, index) => (
                <ProductCard
                  key={item.id}
                  item={item}
                  eager={index < 4}
                  largestOnPhone={index === 0}
                />
              ))}
            </ul>
          ) : null}
          <Pagination page={listing.page} pages={listing.pages} />
        </>
      )}
      {piece}
    </PageShell>
  );
}
