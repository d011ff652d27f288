import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { inject } from "vitest";

/** The .eml files of the shared server's outbox that mention an order's reference. */
export async function outboxMails(reference: string): Promise<string[]> {
  const dir = join(dirname(inject("sqlitePath")), "outbox");
  const names = await readdir(dir).catch(() => []);
  const mails = await Promise.all(names.map((name) => readFile(join(dir, name), "utf8")));
  return mails.filter((mail) => mail.includes(reference));
}
