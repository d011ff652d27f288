import { sql, type Kysely } from "kysely";
import { foldForSearch } from "#server/catalogue/catalogue-text.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

const pieces = [
  { table: "products", translations: "product_translations", key: "product_id" },
  {
    table: "special_editions",
    translations: "special_edition_translations",
    key: "special_edition_id",
  },
] as const;

const columns = ["name_sort_en", "name_sort_nl", "name_sort_fr"] as const;

interface PieceRow {
  id: string;
  name: string;
}
interface TranslationRow {
  piece_id: string;
  locale: "nl" | "fr";
  name: string | null;
}

/**
 * "Name A to Z" in the page's language (docs/decisions/0018-catalogue-translations.md): each
 * piece keeps, per language, the name that language's page shows (its translation, else the
 * English), folded like search_text, so both databases sort "Étoile" among the E's and the
 * shop can sort 5,000 pieces by an index, without reading a translation per row. Written with the other
 * listing columns on every edit; filled here for the rows already there.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const { table } of pieces) {
    for (const column of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
        .execute();
    }
  }
  // Like the price sorts' indexes (migration 0003): a page of the name sort reads its rows in
  // index order; "Z to A" reads the same index backwards (catalogue-list.queries.ts).
  for (const column of columns) {
    await db.schema
      .createIndex(`products_listed_${column}`)
      .on("products")
      .columns([column, "created_at desc", "id desc"])
      .execute();
  }
  for (const { table, translations, key } of pieces) {
    const rows = await sql<PieceRow>`select id, name from ${sql.table(table)}`.execute(db);
    const translated = await sql<TranslationRow>`
      select ${sql.ref(key)} as piece_id, locale, name from ${sql.table(translations)}
    `.execute(db);
    const nameIn = new Map(
      translated.rows.map((row) => [`${row.piece_id} ${row.locale}`, row.name]),
    );
    for (const row of rows.rows) {
      const shown = (locale: "nl" | "fr") => nameIn.get(`${row.id} ${locale}`) ?? row.name;
      await sql`
        update ${sql.table(table)}
        set name_sort_en = ${foldForSearch(row.name)},
            name_sort_nl = ${foldForSearch(shown("nl"))},
            name_sort_fr = ${foldForSearch(shown("fr"))}
        where id = ${row.id}
      `.execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of columns) {
    await db.schema.dropIndex(`products_listed_${column}`).execute();
  }
  for (const { table } of pieces) {
    for (const column of columns) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
