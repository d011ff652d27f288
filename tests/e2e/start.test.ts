import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whyRebuild } from "#tools/build-state.ts";
import { freePort } from "./support/server.ts";

const root = resolve(import.meta.dirname, "../..");
const READY_BUDGET_MS = 3_000;

interface Start {
  readyAfterMs: number;
  output: { stdout: string; stderr: string };
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
    return { readyAfterMs: performance.now() - started, output };
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

  it(`is ready within ${READY_BUDGET_MS / 1000} s when the build is current`, async () => {
    const again = await startAndStop(cwd);
    expect(complaints(again.output)).toEqual([]);
    expect(again.readyAfterMs).toBeLessThanOrEqual(READY_BUDGET_MS);
  });
});
