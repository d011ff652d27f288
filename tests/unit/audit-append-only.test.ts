import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { changedFields, updateEntry } from "#server/audit/audit-trail.ts";

const root = resolve(import.meta.dirname, "../..");

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * Every way the code can touch the audit trail's table, by Kysely's builders and in raw SQL
 * (any spacing, any quoting, any case).
 */
const touches = {
  insert: [/insertInto\(\s*["'`]audit_log["'`]/, /insert\s+into\s+["`]?audit_log\b/i],
  update: [/updateTable\(\s*["'`]audit_log["'`]/, /update\s+["`]?audit_log\b/i],
  delete: [/deleteFrom\(\s*["'`]audit_log["'`]/, /delete\s+from\s+["`]?audit_log\b/i],
  drop: [/dropTable\(\s*["'`]audit_log["'`]/, /(drop|truncate)\s+(table\s+)?["`]?audit_log\b/i],
};

describe("the audit trail is append-only in the code", () => {
  it("has one insert (recordAudit), one delete (the prune command) and no update or drop", async () => {
    const files = [
      ...(await sources("server")),
      ...(await sources("app")),
      ...(await sources("common")),
    ];
    const found: Record<keyof typeof touches, string[]> = {
      insert: [],
      update: [],
      delete: [],
      drop: [],
    };
    for (const file of files) {
      const text = await readFile(join(root, file), "utf8");
      for (const [kind, patterns] of Object.entries(touches) as [
        keyof typeof touches,
        RegExp[],
      ][]) {
        if (patterns.some((pattern) => pattern.test(text))) found[kind].push(file);
      }
    }
    expect(found).toEqual({
      insert: ["server/audit/audit.queries.ts"],
      update: [],
      delete: ["server/audit/audit-prune.queries.ts"],
      // The migration that creates the table is the one that can take it away again.
      drop: ["server/db/migrations/0014-audit-trail.ts"],
    });
  });

  it("finds a write however it is spelled (the check itself is not blind)", () => {
    const hits = (text: string) =>
      Object.entries(touches).flatMap(([kind, patterns]) =>
        patterns.some((pattern) => pattern.test(text)) ? [kind] : [],
      );
    expect(hits('db.updateTable("audit_log").set({ action: "x" })')).toEqual(["update"]);
    expect(hits("sql`UPDATE audit_log SET action = 'x'`")).toEqual(["update"]);
    expect(hits('sql`delete  from "audit_log" where at < now()`')).toEqual(["delete"]);
    expect(hits("db.deleteFrom('audit_log')")).toEqual(["delete"]);
    expect(hits("sql`truncate audit_log`")).toEqual(["drop"]);
    expect(hits('db.updateTable("audit_logs")')).toEqual([]);
  });
});

describe("what a record keeps of a change", () => {
  it("keeps only the fields that changed, each as it was and as it became", () => {
    expect(
      changedFields(
        { name: "Aurora", pricesCents: { "0.50": 125_000 }, pictures: ["/media/a.webp"] },
        {
          name: "Aurora",
          pricesCents: { "0.50": 119_000 },
          pictures: ["/media/a.webp"],
          slug: "a",
        },
      ),
    ).toEqual({
      before: { pricesCents: { "0.50": 125_000 }, slug: null },
      after: { pricesCents: { "0.50": 119_000 }, slug: "a" },
    });
  });

  it("records nothing for a save that changed nothing", () => {
    const same = { name: "Aurora", gradingReport: null, translations: [{ locale: "nl" }] };
    expect(changedFields(same, structuredClone(same))).toBeNull();
    expect(updateEntry("product", "p1", same, structuredClone(same))).toBeNull();
    expect(
      updateEntry("order", "o1", { status: "pending" }, { status: "shipped" }, "status"),
    ).toEqual({
      entity: "order",
      entityId: "o1",
      action: "status",
      before: { status: "pending" },
      after: { status: "shipped" },
    });
  });
});
