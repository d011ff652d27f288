import { sql, type SelectQueryBuilder } from "kysely";
import type { Database } from "#server/db/connection.ts";
import type { DB } from "#server/db/schema.ts";
import type { CatalogueSort } from "#common/catalogue-query.ts";
import type { Locale } from "#common/locales.ts";
import { containing } from "#server/db/text-match.ts";
import type { PageWindow } from "#server/lib/paging.ts";

export type CatalogueKind = "product" | "special";

export interface ListingFilter {
  /** Only pieces with a discount above 0. */
  sale: boolean;
  /** Only special editions. */
  specialOnly: boolean;
  /** Folded search words (foldForSearch); a piece must contain every one. */
  terms: readonly string[];
}

/** What the list and a piece's page read of products and special editions alike. */
export const listedColumns = [
  "id",
  "name",
  "description",
  "slug",
  "price_cents",
  "discount_percent",
  "min_sale_price_cents",
  "max_sale_price_cents",
  "main_image",
  "created_at",
] as const;

const listedTables = { product: "products", special: "special_editions" } as const;

/**
 * One kind's rows that pass the filter. Products and special editions share these column
 * names and types (migration 0003), so one builder serves both; the cast only names the table
 * for the compiler.
 */
function filtered(db: Database, kind: CatalogueKind, filter: ListingFilter) {
  let rows = db.selectFrom(listedTables[kind] as "products");
  if (filter.sale) rows = rows.where("discount_percent", ">", 0);
  for (const term of filter.terms) {
    // search_text and the terms are folded alike, so LIKE compares the same on both
    // databases (SQLite's LIKE ignores ASCII case, PostgreSQL's does not: neither matters).
    rows = rows.where(sql<boolean>`search_text like ${containing(term)} escape '\\'`);
  }
  return rows;
}

/** The kinds the filter lets through. */
const kindsOf = (filter: ListingFilter): CatalogueKind[] =>
  filter.specialOnly ? ["special"] : ["product", "special"];

/**
 * Products and special editions together, as the shop lists them, each with the name it is
 * sorted by on a page in `locale`.
 */
function listed(db: Database, filter: ListingFilter, locale: Locale) {
  const [first, ...others] = kindsOf(filter).map((kind) =>
    filtered(db, kind, filter).select([
      sql.lit(kind).$castTo<CatalogueKind>().as("kind"),
      ...listedColumns,
      sql.ref<string>(`name_sort_${locale}`).as("name_sort"),
    ]),
  );
  if (!first) throw new Error("a listing has at least one kind");
  return others.reduce((all, rows) => all.unionAll(rows), first);
}

type Listed = Awaited<ReturnType<ReturnType<typeof listed>["execute"]>>[number];

/**
 * Every sort ends on creation time and id, so equal prices or names come newest first and a
 * page boundary never moves. Pieces without a price come last whichever way prices run.
 * The indexes of migration 0003 serve the orders by time and price; names sort by the name
 * the page's language shows (migration 0011), read only when asked for.
 */
function sorted<O extends Listed>(
  query: SelectQueryBuilder<DB & { listed: Listed }, "listed", O>,
  sort: CatalogueSort,
) {
  const newestFirst = (q: typeof query) => q.orderBy("created_at", "desc").orderBy("id", "desc");
  switch (sort) {
    case "recent":
      return newestFirst(query);
    case "oldest":
      return query.orderBy("created_at", "asc").orderBy("id", "asc");
    case "price-asc":
      return newestFirst(query.orderBy("min_sale_price_cents", (o) => o.asc().nullsLast()));
    case "price-desc":
      return newestFirst(query.orderBy("max_sale_price_cents", (o) => o.desc().nullsLast()));
    case "name-asc":
      return newestFirst(query.orderBy("name_sort", "asc"));
    case "name-desc":
      // Exactly "A to Z" reversed, ties oldest first, so one index serves both ways.
      return query.orderBy("name_sort", "desc").orderBy("created_at", "asc").orderBy("id", "asc");
  }
}

/** The rows with each one's picture: the first of its images, else its main image. */
function withImages<R extends { id: string; main_image: string | null }>(
  db: Database,
  rows: SelectQueryBuilder<DB, never, R>,
) {
  return db
    .selectFrom(rows.as("listed"))
    .selectAll()
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom("product_images")
            .select("url")
            .whereRef("product_id", "=", "listed.id")
            .orderBy("position")
            .limit(1),
          eb
            .selectFrom("special_edition_images")
            .select("url")
            .whereRef("special_edition_id", "=", "listed.id")
            .orderBy("position")
            .limit(1),
          "listed.main_image",
        )
        .as("image_url"),
    );
}

/**
 * One page of the list, with each piece's picture (docs/product.md §2). The pictures are
 * looked up for the page's rows only. With `withTotal`, each row also carries how many
 * pieces pass the filter: worth it when the filter reads every row anyway (a search), since
 * the count then costs no second pass.
 */
export async function listPage(
  db: Database,
  filter: ListingFilter,
  sort: CatalogueSort,
  locale: Locale,
  page: PageWindow & { withTotal?: boolean },
) {
  const all = db
    .selectFrom(listed(db, filter, locale).as("listed"))
    .selectAll()
    .$if(page.withTotal === true, (q) =>
      q.select((eb) => eb.fn.countAll<number | string>().over().as("total")),
    );
  const pageRows = sorted(all, sort).limit(page.limit).offset(page.offset);
  return sorted(withImages(db, pageRows), sort).execute();
}

/**
 * Hot Deals' candidates (docs/product.md §2): the `limit` most discounted pieces of each kind,
 * newest first among equals, with their pictures; hot-deals.ts picks the few shown from
 * both. Each kind is ordered and cut on its own, so neither database reads more than the
 * discounted rows (the sale's partial index of migration 0003).
 */
export async function listMostDiscounted(db: Database, limit: number) {
  const sale = { sale: true, specialOnly: false, terms: [] };
  const [first, ...others] = kindsOf(sale).map((kind) =>
    db
      .selectFrom(
        filtered(db, kind, sale)
          .select([sql.lit(kind).$castTo<CatalogueKind>().as("kind"), ...listedColumns])
          .orderBy("discount_percent", "desc")
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .as(kind),
      )
      .selectAll(),
  );
  if (!first) throw new Error("a listing has at least one kind");
  return withImages(
    db,
    others.reduce((all, rows) => all.unionAll(rows), first),
  ).execute();
}

/**
 * How many pieces pass the filter, over all pages: a count per kind, so neither database reads
 * more of a row than the filter needs (a partial index of migration 0003 counts the sale).
 */
export async function countListed(db: Database, filter: ListingFilter): Promise<number> {
  const [first, ...others] = kindsOf(filter).map((kind) =>
    filtered(db, kind, filter).select((eb) => eb.fn.countAll<number | string>().as("count")),
  );
  if (!first) throw new Error("a listing has at least one kind");
  const rows = await others.reduce((all, count) => all.unionAll(count), first).execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}
