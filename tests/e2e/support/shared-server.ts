import { inject } from "vitest";
export interface SharedServer {
  url: string;
  sqlitePath: string;
}

/**
 * The shared server of the test worker running this file. Global setup starts one per worker
 * (E2E_WORKERS), so two files running at once never share a database, an outbox or a client's
 * rate-limit counters; files that need other settings start servers of their own.
 */
export function sharedServer(): SharedServer {
  const servers = inject("sharedServers");
  // Vitest numbers its workers from 1 up to the number it runs at once.
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error("global setup started no shared server");
  return server;
}
