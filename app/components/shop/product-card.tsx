import { Link, useLocation } from "react-router";
import { overGridState } from "#app/lib/over-grid.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { MediaImage } from "#app/components/ui/media-image.tsx";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { CatalogueItem } from "#server/catalogue/catalogue-item.ts";
import { excerpt } from "#common/format.ts";
import { ProductBadges } from "./product-badges.tsx";
import { ProductPrice } from "./product-price.tsx";

/** docs/product.md §2: a card's description is cut at 60 characters. */
const DESCRIPTION_MAX = 60;

/** The shop grid's columns: 1, 2 from 640 px, 3 from 1024 px, 4 from 1280 px (max 80rem). */
const GRID_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A piece as its card shows it, for a loader to send: the description cut where the card cuts
 * it, so the page's data carries no more of it than the page does.
 */
export function cardItem(item: CatalogueItem): CatalogueItem {
  return { ...item, description: excerpt(item.description, DESCRIPTION_MAX) };
}

/**
 * A piece in the shop's grid, or elsewhere (Hot Deals on the home page, with `inShop` false).
 * The whole card is one link (its name's link stretched over it), so a screen reader hears
 * the name once and a keyboard stops once per card. Its strings are `public`'s, so a page
 * outside the shop shows it without loading the shop's messages.
 */
export function ProductCard({
  item,
  eager = false,
  largestOnPhone = false,
  inShop = true,
  sizes = GRID_SIZES,
  className = "",
}: {
  item: CatalogueItem;
  eager?: boolean;
  /** The page's largest picture on a phone's first screen: fetched before the other pictures. */
  largestOnPhone?: boolean;
  /**
   * In the shop's grid the piece opens as a dialog over it and its name is an h2 under the
   * page's h1; elsewhere it opens its own page and its name is an h3 under the section's h2.
   */
  inShop?: boolean;
  sizes?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  // The grid behind the dialog keeps its filters: its loader reads the same query.
  const { search } = useLocation();
  const Heading = inShop ? "h2" : "h3";
  const pathname = localized(`/shop/${item.slug}`);
  return (
    <li
      className={`relative flex flex-col overflow-hidden rounded-lg border border-ink/10 bg-white shadow-sm transition hover:shadow-md ${eager ? "" : "below-fold [--fold-size:30rem]"} ${className}`}
    >
      <div className="relative aspect-square bg-ivory">
        {item.imageUrl ? (
          <MediaImage
            url={item.imageUrl}
            largest={960}
            sizes={sizes}
            width={600}
            height={600}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={largestOnPhone ? "high" : undefined}
            className="h-full w-full object-cover"
          />
        ) : (
          <ImagePlaceholder label={t("productCard.noImage")} />
        )}
        <ProductBadges
          item={item}
          className="absolute left-2 top-2 flex flex-col items-start gap-1"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-serif text-lg leading-snug">
          <Link
            to={inShop ? { pathname, search } : pathname}
            state={inShop ? overGridState : undefined}
            preventScrollReset={inShop}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-gold"
          >
            {item.name}
          </Link>
        </Heading>
        <p className="text-sm text-ink/75">{excerpt(item.description, DESCRIPTION_MAX)}</p>
        <ProductPrice item={item} className="mt-auto" />
      </div>
    </li>
  );
}

/** Shown where a piece has no picture yet: a ring drawn in line, and the words for it. */
function ImagePlaceholder({ label }: { label: string }) {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-gold-deep">
      <svg viewBox="0 0 48 48" className="h-16 w-16" aria-hidden="true" fill="none">
        <circle cx="24" cy="30" r="12" stroke="currentColor" strokeWidth="2" />
        <path d="M18 12h12l4 6-10 8-10-8z" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="text-xs">{label}</span>
    </div>
  );
}
