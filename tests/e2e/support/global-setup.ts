import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    sqlitePath: string;
  }
}

/** One production server on SQLite for all browser tests; suites needing others start their own. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.url);
  project.provide("sqlitePath", server.sqlitePath);
  return async () => {
    await server.stop();
  };
}
