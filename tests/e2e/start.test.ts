import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whyRebuild } from "#tools/build-state.ts";
import { freePort } from "./support/server.ts";

const root = resolve(import.meta.dirname, "../..");
/**
 * The README's "ready in about a second when the build is current", with room. Held to the
 * processor time the start spends (about 1.5 s here, V8's helper threads included), not to
 * the wall clock: the start is bound by the processor (loading and compiling the server's
 * modules), and on this shared two-core machine the same 1.5-1.7 s of processor time took
 * 3.3-6 s at load 6 and over 3 s at load 11-15, waiting for a core. A start that waits for
 * something rather than working is caught by the 30 s limit.
 */
const READY_BUDGET_MS = 3_000;

interface Start {
  /** The start's processor time (wall-clock time where there is no /proc) when /healthz answered. */
  readyAfterMs: number;
  output: { stdout: string; stderr: string };
}

/**
 * The processor time, in ms, a process and the children it has waited for (a build) have used,
 * read from Linux's /proc; it survives server.js re-executing itself in the same process.
 * Undefined where there is no /proc.
 */
function cpuMs(pid: number): number | undefined {
  if (!existsSync("/proc/self/stat")) return undefined;
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // utime, stime, cutime and cstime, the 14th to 17th fields, in ticks of 10 ms (USER_HZ);
  // counted from the end of the command's name, which is in parentheses and may hold spaces.
  const ticks = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .slice(11, 15)
    .reduce((sum, field) => sum + Number(field), 0);
  return ticks * 10;
}

/**
 * What `npm start` runs after the Node check, as a newcomer's fresh clone has it: no .env, no
 * environment beyond a port, data under ./data of the working folder (a temporary one here).
 * Resolves once /healthz answers 200, then stops the server with SIGTERM.
 */
async function startAndStop(cwd: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, "tools/start.ts")], {
    cwd,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", done));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`start exited early:\n${JSON.stringify(output)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 30_000) throw new Error("not ready within 30 s");
      await new Promise((r) => setTimeout(r, 25));
    }
    const cpu = child.pid === undefined ? undefined : cpuMs(child.pid);
    return { readyAfterMs: cpu ?? performance.now() - started, output };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

/** Lines at pino's warn level (40) or above, and anything that is not a log line at all. */
function complaints({ stdout, stderr }: Start["output"]): string[] {
  const lines = stdout.split("\n").filter(Boolean);
  const loud = lines.filter((line) => {
    try {
      return (JSON.parse(line) as { level: number }).level >= 40;
    } catch {
      return true;
    }
  });
  return [...loud, ...stderr.split("\n").filter(Boolean)];
}

describe("npm start on a fresh clone", () => {
  let cwd = "";

  beforeAll(async () => {
    const reason = whyRebuild();
    if (reason) throw new Error(`build/ is not current (${reason}): run \`npm run build\` first`);
    cwd = await mkdtemp(join(tmpdir(), "storefront-start-"));
  });

  afterAll(async () => {
    await rm(cwd, { recursive: true, force: true });
  });

  it("starts without .env, creating its data, with nothing logged at warn level or above", async () => {
    const first = await startAndStop(cwd);
    expect(complaints(first.output)).toEqual([]);
    expect(first.output.stdout).toContain('"msg":"demo data seeded"');
  });

  it(`is ready within ${READY_BUDGET_MS / 1000} s of processor time when the build is current`, async () => {
    const again = await startAndStop(cwd);
    expect(complaints(again.output)).toEqual([]);
    expect(again.readyAfterMs).toBeLessThanOrEqual(READY_BUDGET_MS);
  });
});
