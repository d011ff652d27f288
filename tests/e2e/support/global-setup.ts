import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";
import type { SharedServer } from "./shared-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    sharedServers: SharedServer[];
  }
}

/**
 * One production server on SQLite per worker of the project (vitest.config.ts), shared by
 * the browser tests that worker runs (shared-server.ts); suites needing others start their own.
 */
export default async function setup(project: TestProject) {
  const servers = await Promise.all(
    Array.from({ length: project.config.maxWorkers }, () => startServer()),
  );
  project.provide(
    "sharedServers",
    servers.map((server) => ({ url: server.url, sqlitePath: server.sqlitePath })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
