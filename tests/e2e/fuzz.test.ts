import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import type { Database } from "#server/db/connection.ts";
import { availableDatabases } from "#tests/support/databases.ts";
import { startDatabaseServer, type DatabaseServer } from "./support/database-servers.ts";
import { fuzzBody, fuzzQuery, fuzzSegment, type FuzzBody } from "./support/fuzz-inputs.ts";
import { fuzzTargets, type FuzzTarget } from "./support/fuzz-targets.ts";
import { signedUpSession } from "./support/http-session.ts";
import { faultLines, requestLogged } from "./support/server-log.ts";

const targets = await fuzzTargets();
const WHO = ["visitor", "customer", "admin"] as const;
type Who = (typeof WHO)[number];
/** Runs per target and person: with every target × three people, well over 300 requests. */
const RUNS = 4;

/** The tables a refused request must leave as they were (rate_limits counts refusals). */
const TABLES = [
  "users",
  "sessions",
  "accounts",
  "verifications",
  "products",
  "product_variants",
  "product_images",
  "product_translations",
  "special_editions",
  "special_edition_images",
  "special_edition_translations",
  "attract_images",
  "valuation_requests",
  "valuation_photos",
  "orders",
  "order_items",
] as const;

/** Every table's row count, in one query (one round trip before and after each request). */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts = sql.join(
    TABLES.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
  );
  const { rows } = await sql<Record<string, number | string>>`select ${counts}`.execute(db);
  return Object.fromEntries(TABLES.map((table) => [table, Number(rows[0]?.[table])]));
}

// Error pages and forms of the shop, in English: a refusal names what was wrong.
const REFUSAL_TITLES = [
  en.errors.refusedTitle,
  en.errors.notFoundTitle,
  en.errors.notAuthorizedTitle,
].map((title) => `>${title}</h1>`);

/** Whether a 4xx answer says why: a JSON `error`, a page's alert or a refusal's title. */
function carriesMessage(contentType: string, body: string): boolean {
  if (contentType.includes("application/json")) {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === "string" && parsed.error.trim() !== "";
  }
  if (contentType.includes("text/html")) {
    // A form's alert, a field marked invalid with its message beneath, or an error page.
    return (
      body.includes('role="alert"') ||
      body.includes('aria-invalid="true"') ||
      REFUSAL_TITLES.some((title) => body.includes(title))
    );
  }
  return body.trim() !== "";
}

interface FuzzRequest {
  method: string;
  path: string;
  input: FuzzBody | null;
}

const describeRequest = (method: string, path: string, input: FuzzBody | null) =>
  input
    ? `${method} ${path} as ${input.encoding}: ${JSON.stringify(input.fields).slice(0, 400)}`
    : `${method} ${path}`;

// On SQLite and PostgreSQL (tests/support/databases.ts), each on a server of the suite's own
// whose log it reads.
describe.each(availableDatabases())("fuzzing every page action and JSON endpoint [%s]", (kind) => {
  let server: DatabaseServer;
  const cookies: Record<Who, string> = { visitor: "", customer: "", admin: "" };
  const stamp = Date.now();
  const password = "long enough pw";
  const emails = { customer: `fuzz-c-${stamp}@example.be`, admin: `fuzz-a-${stamp}@example.be` };

  /** Signs `who` in again (after a fuzzed request signed them out: /logout takes any form). */
  const signIn = async (who: "customer" | "admin") => {
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url },
      body: new URLSearchParams({ email: emails[who], password }),
    });
    cookies[who] = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .join("; ");
  };

  beforeAll(async () => {
    server = await startDatabaseServer(kind, { ownServer: true, env: { LOG_LEVEL: "info" } });
    const mailbox = { mailbox: server.mailbox };
    cookies.customer = (
      await signedUpSession(server.url, emails.customer, password, mailbox)
    ).cookie;
    cookies.admin = (await signedUpSession(server.url, emails.admin, password, mailbox)).cookie;
    await server.grantAdmin(emails.admin);
  });
  afterAll(async () => {
    await server.stop();
  });

  const output = () => server.output?.() ?? "";

  /** Sends one request and checks what the fuzzing test promises of every answer. */
  async function check(who: Who, method: string, path: string, input: FuzzBody | null) {
    const before = await rowCounts(server.db);
    const from = output().length;
    const headers = new Headers(input?.headers);
    headers.set("origin", server.url);
    if (cookies[who]) headers.set("cookie", cookies[who]);
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: input?.body,
      redirect: "manual",
    });
    const body = await response.text();
    const what = `${describeRequest(method, path, input)} as ${who} → ${response.status}`;
    // Every line of this request is written by the time its request line is.
    // (None when Node refused the request before the shop saw it, e.g. 431 for huge headers.)
    const requestId = response.headers.get("x-request-id");
    if (requestId) await requestLogged(output, requestId);
    expect(faultLines(output(), from), what).toEqual([]);
    expect(response.status, `${what}\n${body.slice(0, 300)}`).toBeLessThan(500);
    if (response.status >= 400) {
      expect(carriesMessage(response.headers.get("content-type") ?? "", body), what).toBe(true);
      expect(await rowCounts(server.db), what).toEqual(before);
    }
    if (path.startsWith("/logout") && who !== "visitor" && response.status < 400) await signIn(who);
  }

  const address = (target: FuzzTarget, segment: string) => target.path.replace(/:\w+/g, segment);

  /** A target's generated requests: GET with an odd query, or a write with an odd body. */
  const requests = (target: FuzzTarget): fc.Arbitrary<FuzzRequest> =>
    target.method === "GET"
      ? fc.tuple(fuzzSegment, fuzzQuery).map(([segment, query]) => ({
          method: "GET",
          path: `${address(target, segment)}?${query}`,
          input: null,
        }))
      : fc
          .tuple(fuzzSegment, fuzzBody, fc.constantFrom("POST", "POST", "POST", "PUT", "DELETE"))
          .map(([segment, input, method]) => ({ method, path: address(target, segment), input }));

  for (const target of targets) {
    for (const who of WHO) {
      it(`${target.method} ${target.path} as ${who}`, async () => {
        await fc.assert(
          fc.asyncProperty(requests(target), ({ method, path, input }) =>
            check(who, method, path, input),
          ),
          { numRuns: RUNS },
        );
      });
    }
  }

  it("covers at least 300 generated requests", () => {
    expect(targets.length * WHO.length * RUNS).toBeGreaterThanOrEqual(300);
    expect(faultLines(output(), 0)).toEqual([]);
  });
});
