import type { Database } from "#server/db/connection.ts";

/** The queued mails of a test database (every status), oldest first. */
export async function queuedMails(db: Database) {
  const rows = await db
    .selectFrom("mail_queue")
    .selectAll()
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: row.attachments,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
  }));
}

/** Empties the queue between tests. */
export async function clearMailQueue(db: Database): Promise<void> {
  await db.deleteFrom("mail_queue").execute();
}
