import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import SQLite from "better-sqlite3";
import { photoJpeg, smallPng, svgWithScript } from "#tests/support/pictures.ts";
import { createPostgresSchema, startServer, type RunningServer } from "./support/server.ts";

/**
 * POST /api/valuations against the built server, once on SQLite and once on PostgreSQL
 * (when TEST_DATABASE_URL is set), each with a rate limit small enough to reach.
 */
const targets = process.env.TEST_DATABASE_URL
  ? (["sqlite", "postgres"] as const)
  : (["sqlite"] as const);

type Kind = (typeof targets)[number];

interface ValuationServer {
  server: RunningServer;
  /** A count query's answer (`select count(*) as n …` with one parameter, `?`). */
  count: (query: string, value: string) => Promise<number>;
  stop: () => Promise<void>;
}

/** The built server on SQLite, or on a fresh PostgreSQL schema, with a way to count rows. */
async function valuationServer(kind: Kind, env: Record<string, string>): Promise<ValuationServer> {
  if (kind === "sqlite") {
    const server = await startServer(env);
    return {
      server,
      count: (query, value) => {
        const db = new SQLite(server.sqlitePath, { readonly: true });
        const row = db.prepare(query).get(value) as { n: number };
        db.close();
        return Promise.resolve(row.n);
      },
      stop: async () => {
        await server.stop();
      },
    };
  }
  const schema = await createPostgresSchema(process.env.TEST_DATABASE_URL ?? "");
  const server = await startServer({ ...env, DATABASE_URL: schema.databaseUrl });
  return {
    server,
    count: async (query, value) => {
      const client = new pg.Client({ connectionString: schema.databaseUrl });
      await client.connect();
      const result = await client.query<{ n: string }>(query.replace("?", "$1"), [value]);
      await client.end();
      return Number(result.rows[0]?.n);
    },
    stop: async () => {
      await server.stop();
      await schema.drop();
    },
  };
}

/** How many requests the server stored from this address. */
const requestsFrom = (running: ValuationServer, email: string) =>
  running.count("select count(*) as n from valuation_requests where email = ?", email);

for (const kind of targets) {
  describe(`POST /api/valuations [${kind}]`, () => {
    let running: ValuationServer;
    let server: RunningServer;
    const countRows = (email: string) => requestsFrom(running, email);
    beforeAll(async () => {
      running = await valuationServer(kind, {
        VALUATION_RATE_LIMIT_MAX: "3",
        SEED_DEMO_DATA: "false",
      });
      server = running.server;
    });
    afterAll(async () => {
      await running.stop();
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

  describe(`POST /api/valuations with photos [${kind}]`, () => {
    let running: ValuationServer;
    const countRows = (email: string) => requestsFrom(running, email);
    beforeAll(async () => {
      running = await valuationServer(kind, { SEED_DEMO_DATA: "false" });
    });
    afterAll(async () => {
      await running.stop();
    });
    const mediaFiles = async () =>
      (await readdir(join(running.server.dataDir, "media")).catch(() => [])).filter((name) =>
        name.endsWith(".webp"),
      );
    const send = async (email: string, photos: [string, Buffer][]) => {
      const form = new FormData();
      form.set("name", "Multipart");
      form.set("email", email);
      form.set("message", "With photos.");
      for (const [name, bytes] of photos)
        form.append("photos", new File([new Uint8Array(bytes)], name));
      return fetch(`${running.server.url}/api/valuations`, { method: "POST", body: form });
    };
    const photoRows = (email: string) =>
      running.count(
        "select count(*) as n from valuation_photos p join valuation_requests r on r.id = p.valuation_request_id where r.email = ?",
        email,
      );

    it("stores a multipart request with its photos and answers 201", async () => {
      const email = `photos-${kind}@example.be`;
      const response = await send(email, [
        ["ring.jpg", await photoJpeg(640, 480)],
        ["box.png", await smallPng()],
      ]);
      expect(response.status).toBe(201);
      expect(await countRows(email)).toBe(1);
      expect(await photoRows(email)).toBe(2);
      expect(await mediaFiles()).toHaveLength(2);
    });

    it("refuses a photo that is not a picture, in English under fields.photos, storing nothing", async () => {
      const email = `svg-${kind}@example.be`;
      const before = await mediaFiles();
      const response = await send(email, [
        ["ok.png", await smallPng()],
        ["ring.jpg", svgWithScript],
      ]);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "Some fields are missing or invalid.",
        fields: { photos: "Each photo must be a JPEG, PNG or WebP picture." },
      });
      expect(await countRows(email)).toBe(0);
      expect(await mediaFiles()).toEqual(before);
    });

    it("refuses more than five photos", async () => {
      const email = `six-${kind}@example.be`;
      const png = await smallPng();
      const response = await send(
        email,
        Array.from({ length: 6 }, (_, i) => [`p${i}.png`, png] as [string, Buffer]),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "Some fields are missing or invalid.",
        fields: { photos: "Send at most 5 photos." },
      });
      expect(await countRows(email)).toBe(0);
    });
  });
}
