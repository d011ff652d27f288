import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import SQLite from "better-sqlite3";
import { createPostgresSchema, startServer, type RunningServer } from "./support/server.ts";

/**
 * POST /api/valuations against the built server, once on SQLite and once on PostgreSQL
 * (when TEST_DATABASE_URL is set), each with a rate limit small enough to reach.
 */
const targets = process.env.TEST_DATABASE_URL
  ? (["sqlite", "postgres"] as const)
  : (["sqlite"] as const);

for (const kind of targets) {
  describe(`POST /api/valuations [${kind}]`, () => {
    let server: RunningServer;
    let dropSchema: (() => Promise<void>) | undefined;
    let countRows: (email: string) => Promise<number>;

    beforeAll(async () => {
      const env: Record<string, string> = {
        VALUATION_RATE_LIMIT_MAX: "3",
        SEED_DEMO_DATA: "false",
      };
      if (kind === "postgres") {
        const schema = await createPostgresSchema(process.env.TEST_DATABASE_URL ?? "");
        env.DATABASE_URL = schema.databaseUrl;
        dropSchema = () => schema.drop();
        countRows = async (email) => {
          const client = new pg.Client({ connectionString: schema.databaseUrl });
          await client.connect();
          const result = await client.query<{ n: string }>(
            "select count(*) as n from valuation_requests where email = $1",
            [email],
          );
          await client.end();
          return Number(result.rows[0]?.n);
        };
      }
      server = await startServer(env);
      if (kind === "sqlite") {
        countRows = (email) => {
          const db = new SQLite(server.sqlitePath, { readonly: true });
          const row = db
            .prepare("select count(*) as n from valuation_requests where email = ?")
            .get(email) as { n: number };
          db.close();
          return Promise.resolve(row.n);
        };
      }
    });
    afterAll(async () => {
      await server.stop();
      await dropSchema?.();
    });

    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/valuations`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });

    it("stores a valid request and answers 201 with its id", async () => {
      const email = `api-${kind}@example.be`;
      const response = await post({ name: "Els", email, message: "A diamond ring, 1.2 ct." });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string };
      expect(body.id).toMatch(/^[A-Za-z0-9_-]{20}$/);
      expect(await countRows(email)).toBe(1);
    });

    it("answers 400 with a message per field and stores nothing", async () => {
      const email = "not valid";
      const response = await post({ name: "", email, phone: "<b>", message: "" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "Some fields are missing or invalid.",
        fields: {
          name: "This field is required.",
          email: "Please enter a valid e-mail address.",
          phone: "Please enter a valid phone number.",
          message: "This field is required.",
        },
      });
      expect(await countRows(email)).toBe(0);
    });

    it("answers a JSON body that is not an object with the usual message per field", async () => {
      for (const body of ["[]", "null", '"hello"', "42"]) {
        const response = await post(body);
        expect(response.status, body).toBe(400);
        expect(await response.json(), body).toEqual({
          error: "Some fields are missing or invalid.",
          fields: {
            name: "This field is required.",
            email: "This field is required.",
            message: "This field is required.",
          },
        });
      }
    });

    it("refuses a body that is not JSON, and other content types", async () => {
      const broken = await post("{name:");
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ error: "The request body is not valid JSON." });
      const form = await fetch(`${server.url}/api/valuations`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "name=x",
      });
      expect(form.status).toBe(415);
    });

    it("answers GET with 405 and an Allow header", async () => {
      const response = await fetch(`${server.url}/api/valuations`);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    });

    it("refuses a post from another site's page", async () => {
      const email = `csrf-${kind}@example.be`;
      const response = await post(
        { name: "X", email, message: "Y" },
        { origin: "https://evil.example" },
      );
      expect(response.status).toBe(403);
      expect(await countRows(email)).toBe(0);
    });

    it("limits a client to the configured number of requests, then answers 429", async () => {
      const email = `limit-${kind}@example.be`;
      // The first test already used one of this client's three requests.
      expect((await post({ name: "L", email, message: "1" })).status).toBe(201);
      expect((await post({ name: "L", email, message: "2" })).status).toBe(201);
      const limited = await post({ name: "L", email, message: "3" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await limited.json()) as { error: string }).error).toMatch(
        /try again in 10 minutes/,
      );
      expect(await countRows(email)).toBe(2);
    });
  });
}
