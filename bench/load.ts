import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** The few autocannon options and result fields the bench uses. */
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  /** Each connection sends these in turn, instead of GET url over and over. */
  requests?: { path: string }[];
  headers?: Record<string, string>;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

// autocannon ships no type declarations and @types/autocannon is not installed, so it is
// loaded through require and cast to the minimal shape declared above.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  /** Latency percentiles of the measured run, in milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers during the measured run. */
  failures: number;
}

/**
 * A warm-up run (discarded), then the measured run, against one URL, or against the `paths`
 * of its server in turn.
 */
export async function measureThroughput(
  url: string,
  {
    connections = 50,
    warmupSeconds = 2,
    seconds = 10,
    paths,
    headers,
  }: {
    connections?: number;
    warmupSeconds?: number;
    seconds?: number;
    paths?: string[];
    headers?: Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const requests = paths?.map((path) => ({ path }));
  await autocannon({ url, connections, duration: warmupSeconds, requests, headers });
  const result = await autocannon({ url, connections, duration: seconds, requests, headers });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Resident set size of a process in bytes, from /proc/<pid>/status (Linux only). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/**
 * Reads a process's resident set every `intervalMs` until stopped, for the figures that need
 * its course or its peak during a load: `stop()` answers the samples in order.
 */
export function residentSampler(pid: number, intervalMs: number) {
  const samples: number[] = [];
  // An object, not a let: the loop reads it after awaits, where stop() may have changed it.
  const run = { sampling: true };
  const done = (async () => {
    while (run.sampling) {
      samples.push(await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop(): Promise<number[]> {
      run.sampling = false;
      await done;
      return samples;
    },
  };
}
