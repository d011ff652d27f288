import { sql, type Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/** The languages a piece may be translated into; English is the piece's own text. */
const translatedLocales = ["nl", "fr"] as const;

const pieces = [
  { table: "products", translations: "product_translations", key: "product_id" },
  {
    table: "special_editions",
    translations: "special_edition_translations",
    key: "special_edition_id",
  },
] as const;

/**
 * The catalogue in three languages (docs/decisions/0018-catalogue-translations.md). A piece's
 * English text stays on its own row, where it always was: it is required and every other
 * language falls back to it field by field, so nothing moves and nothing can be lost. Each
 * piece gains
 * - `slug`: the words of its English address when the shop typed them (null: from the name);
 * - `text_version`: raised whenever its English name or description changes.
 * A Dutch or French translation is a row of its own whose fields may each be empty (null: shown
 * in English), with the text version of the English it was made from; older than the piece's
 * means "outdated". Translations go with their piece.
 *
 * An order line keeps the name the customer saw (their language) in `name`, as before, and the
 * English one for the shop in `english_name`; lines sold before were named in English.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = isPostgres(db) ? "timestamptz" : "text";
  for (const { table, translations, key } of pieces) {
    await db.schema.alterTable(table).addColumn("slug", "text").execute();
    await db.schema
      .alterTable(table)
      .addColumn("text_version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable(translations)
      .addColumn(key, "text", (c) => c.notNull().references(`${table}.id`).onDelete("cascade"))
      .addColumn("locale", "text", (c) =>
        c.notNull().check(sql`locale in (${sql.join(translatedLocales.map((l) => sql.lit(l)))})`),
      )
      .addColumn("name", "text")
      .addColumn("description", "text")
      .addColumn("slug", "text")
      .addColumn("source_version", "integer", (c) => c.notNull())
      .addColumn("updated_at", timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${translations}_pkey`, [key, "locale"])
      .execute();
  }
  await db.schema
    .alterTable("order_items")
    .addColumn("english_name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update order_items set english_name = name`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("order_items").dropColumn("english_name").execute();
  for (const { table, translations } of pieces) {
    await db.schema.dropTable(translations).execute();
    await db.schema.alterTable(table).dropColumn("text_version").execute();
    await db.schema.alterTable(table).dropColumn("slug").execute();
  }
}
