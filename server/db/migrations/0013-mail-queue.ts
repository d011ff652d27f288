import { sql, type Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * The queued mails (docs/decisions/0024-queued-mails.md): each mail the shop owes someone,
 * rendered when the change that causes it is stored and written in the same transaction, then
 * sent by the mail sender (server/mail/mail-sender.ts). `status` is queued, sent or failed;
 * `next_attempt_at` (epoch milliseconds) is when it may next be claimed, pushed forward by a
 * claim (`claim_token` names it) and by the backoff after a failure.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  const bigint = postgres ? "bigint" : "integer";
  const timestamp = postgres ? "timestamptz" : "text";
  await db.schema
    .createTable("mail_queue")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("queued")
        .check(sqlIn("status", ["queued", "sent", "failed"])),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", bigint, (c) => c.notNull())
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("sent_at", timestamp)
    .execute();
  // What the sender asks for on every wake: the queued mails that are due, oldest first.
  await db.schema
    .createIndex("mail_queue_due")
    .on("mail_queue")
    .columns(["status", "next_attempt_at"])
    .execute();
}

const sqlIn = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("mail_queue").execute();
}
