import { readdir } from "node:fs/promises";
import { basename, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createMetrics } from "#server/metrics/metrics.ts";
import { createServices } from "#server/services.ts";

const root = resolve(import.meta.dirname, "../..");

/**
 * Services no request may reach, so services.ts does not register them; their entry point
 * builds them (docs/decisions/0017-one-service-style.md).
 */
const unregistered = new Set(["roles", "twoFactorReset"]);

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const factoryOf = (key: string) => `create${key.charAt(0).toUpperCase()}${key.slice(1)}Service`;

/** Every *.service.ts under server/, as paths from the repository's root. */
async function serviceFiles(): Promise<string[]> {
  const entries = await readdir(join(root, "server"), { recursive: true });
  return entries
    .filter((path) => path.endsWith(".service.ts"))
    .map((path) =>
      relative(root, join(root, "server", path))
        .split("\\")
        .join("/"),
    )
    .sort();
}

/** The registry's keys, as routes see them on the request context. */
function registryKeys(): string[] {
  // The factories only keep what they are given: none reads the database, better-auth, the
  // mailer, the storage or the page cache while it is built, so empty stand-ins suffice.
  const unused = {} as never;
  const services = createServices({
    db: unused,
    config: loadConfig({}),
    auth: unused,
    logger: pino({ level: "silent" }),
    metrics: createMetrics(),
    mediaStores: unused,
    cachedDataChanged: unused,
    mailsQueued: unused,
  });
  return Object.keys(services);
}

const load = (path: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(join(root, path)).href) as Promise<Record<string, unknown>>;

describe("one service style: file, factory and key agree", () => {
  it("keeps every service at server/<module>/<name>.service.ts, <name> in kebab-case", async () => {
    const files = await serviceFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const path of files) {
      expect(path).toMatch(/^server\/[a-z-]+\/[a-z]+(-[a-z]+)*\.service\.ts$/);
    }
  });

  it("finds each registered key K in <kebab(K)>.service.ts, built by create<K>Service", async () => {
    const files = await serviceFiles();
    for (const key of registryKeys()) {
      const matches = files.filter((path) => basename(path) === `${kebab(key)}.service.ts`);
      expect(matches, `services.${key}`).toHaveLength(1);
      const module = await load(matches[0] ?? "");
      expect(typeof module[factoryOf(key)], `${matches[0]} exports ${factoryOf(key)}`).toBe(
        "function",
      );
    }
  });

  it("registers every service file under its name, save those no request may reach", async () => {
    const keys = new Set(registryKeys());
    for (const path of await serviceFiles()) {
      const key = camel(basename(path, ".service.ts"));
      expect(keys.has(key) || unregistered.has(key), `${path} is services.${key}`).toBe(true);
    }
  });

  it("exports no function from a service file but its factory", async () => {
    for (const path of await serviceFiles()) {
      const module = await load(path);
      const functions = Object.keys(module).filter((name) => typeof module[name] === "function");
      expect(functions, path).toEqual([factoryOf(camel(basename(path, ".service.ts")))]);
    }
  });
});
