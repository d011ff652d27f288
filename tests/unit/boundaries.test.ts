import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundaries } from "#tools/eslint/boundaries.ts";
import { serverOnlyGuard } from "#tools/server-only-guard.ts";

const root = resolve(import.meta.dirname, "../..");

/**
 * Proves that each boundary rule of docs/decisions/0006-boundaries-and-forms.md fires: the
 * same lint blocks `npm run lint` uses, applied to fixture sources at the paths they name.
 */
describe("import boundaries (lint)", () => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.{ts,tsx}"],
        languageOptions: { parser: tseslint.parser },
        plugins: { "@typescript-eslint": tseslint.plugin },
      },
      ...boundaries,
    ],
  });
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return (result?.messages ?? []).map((message) => message.message);
  };

  it.each([
    ["server/x/thing.ts", 'import { en } from "#app/i18n/en.ts";', /never import app\//],
    ["server/x/thing.ts", 'import { redirect } from "react-router";', /only server\/http/],
    ["common/thing.ts", 'import { loadConfig } from "#server/config.ts";', /imports neither/],
    ["common/thing.ts", 'import { en } from "#app/i18n/en.ts";', /never import app\//],
    [
      "app/routes/thing.tsx",
      'import { findProfile } from "#server/accounts/profile.queries.ts";',
      /never queries or the database/,
    ],
    [
      "app/routes/thing.tsx",
      'import { openDatabase } from "#server/db/connection.ts";',
      /never queries/,
    ],
    [
      "app/components/x/thing.tsx",
      'import { business } from "#server/business.ts";',
      /never imports server code/,
    ],
    [
      "server/db/seed/x.ts",
      'import { draw } from "#tools/demo-art/generate.ts";',
      /never import tools/,
    ],
    ["app/lib/thing.ts", 'import { loadConfig } from "#server/config.ts";', /never imports server/],
    ["app/root.tsx", 'import { x } from "#server/accounts/role.queries.ts";', /never queries/],
    ["app/components/x/thing.tsx", 'import { x } from "../../lib/x.ts";', /package.json aliases/],
    [
      "app/components/x/thing.tsx",
      'import type { ContactAnswer } from "#app/routes/home.tsx";',
      /never import a route module/,
    ],
    [
      "app/lib/thing.server.ts",
      'import { loader } from "#app/routes/shop.tsx";',
      /never import a route module/,
    ],
    ["server/x/thing.service.ts", 'import { sql } from "kysely";', /queries\.ts and server\/db/],
    [
      "server/x/thing.ts",
      'import type { Transaction } from "kysely";',
      /queries\.ts and server\/db/,
    ],
    ["server/services.ts", 'import { sql } from "kysely";', /queries\.ts and server\/db/],
    ["server/http/thing.ts", 'import { sql } from "kysely";', /queries\.ts and server\/db/],
    ["common/thing.ts", 'import type { Kysely } from "kysely";', /queries\.ts and server\/db/],
    ["app/lib/thing.server.ts", 'import { sql } from "kysely";', /queries\.ts and server\/db/],
    ["app/components/x/thing.tsx", 'import { sql } from "kysely";', /queries\.ts and server\/db/],
    // Where Kysely is allowed, the other boundaries still hold.
    ["server/x/thing.queries.ts", 'import { en } from "#app/i18n/en.ts";', /never import app\//],
  ])("%s: %s is refused", async (path, code, message) => {
    const found = await problems(path, code);
    expect(
      found.some((text) => message.test(text)),
      found.join("\n"),
    ).toBe(true);
  });

  it.each([
    ["app/components/x/thing.tsx", 'import type { Business } from "#server/business.ts";'],
    ["app/lib/thing.server.ts", 'import { loadConfig } from "#server/config.ts";'],
    ["app/routes/thing.tsx", 'import { requestContext } from "#server/http/request-context.ts";'],
    ["app/routes/admin/thing.tsx", 'import type { AdminOutletContext } from "./layout.tsx";'],
    ["server/http/thing.ts", 'import { createContext } from "react-router";'],
    ["server/x/thing.ts", 'import { ok } from "#common/result.ts";'],
    ["common/thing.ts", 'import { fieldLimits } from "./field-limits.ts";'],
    ["server/x/thing.queries.ts", 'import { sql, type Transaction } from "kysely";'],
    ["server/db/thing.ts", 'import { Kysely } from "kysely";'],
    ["server/db/migrations/0099-thing.ts", 'import { sql, type Kysely } from "kysely";'],
    ["server/x/thing.service.ts", 'import type { Database } from "#server/db/connection.ts";'],
    ["tests/integration/thing.test.ts", 'import { sql } from "kysely";'],
  ])("%s: %s is allowed", async (path, code) => {
    expect(await problems(path, code)).toEqual([]);
  });
});

describe("server code never reaches a browser bundle (build)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "guard-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const buildEntry = async (source: string) => {
    const entry = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
    await writeFile(entry, source);
    return build({
      configFile: false,
      root: dir,
      logLevel: "silent",
      plugins: [serverOnlyGuard(root)],
      build: { write: false, rollupOptions: { input: entry } },
    });
  };

  it("stops the client build when a module under server/ is bundled", async () => {
    await expect(
      buildEntry(
        `import { newId } from ${JSON.stringify(join(root, "server/lib/ids.ts"))};\nconsole.log(newId());`,
      ),
    ).rejects.toThrow(/server code in the browser bundle: server\/lib\/ids\.ts/);
  });

  it("builds browser code that only uses common/", async () => {
    await expect(
      buildEntry(
        `import { minutesToWait } from ${JSON.stringify(join(root, "common/format.ts"))};\nconsole.log(minutesToWait(90));`,
      ),
    ).resolves.toBeDefined();
  });
});
