import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";

export interface RunningServer {
  url: string;
  dataDir: string;
  sqlitePath: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

const root = resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => {
        resolvePort(port);
      });
    });
  });
}

export interface StartServerOptions {
  /**
   * The port to listen on, when it must be known before the server starts (e.g. to register
   * `${url}/api/auth/callback/oidc` at an OpenID provider first); default: a free one. A PORT
   * in `env` counts too. PUBLIC_URL and `url` follow it.
   */
  port?: number;
  /**
   * Data folder to use and keep (a second start on the same data, e.g.); default: a fresh
   * temporary one, deleted by stop().
   */
  dataDir?: string;
  /** How long to wait for /healthz (default 30 s); several servers starting at once need more. */
  readyWithinMs?: number;
}

/**
 * Starts the built production server (`node server.js`) on a free port with a temporary
 * data folder, and waits until /healthz answers. Extra env overrides the test defaults.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "storefront-e2e-")));
  const port = options.port ?? (env.PORT ? Number(env.PORT) : await freePort());
  const sqlitePath = join(dataDir, "store.db");
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SQLITE_PATH: sqlitePath,
      MEDIA_DIR: join(dataDir, "media"),
      // No test reaches the internet.
      MAP_EMBED_URL: "",
      GOLD_RATE_URL: "",
      GOLD_SPOT_URL: "",
      LOG_LEVEL: "warn",
      VALUATION_RATE_LIMIT_MAX: "1000",
      AUTH_RATE_LIMIT_MAX: "1000",
      ORDER_RATE_LIMIT_MAX: "1000",
      // Test admins are made with `admin grant` and no second factor; the second factor's own
      // tests (two-factor.test.ts) turn the rule on.
      ADMIN_REQUIRE_2FA: "false",
      // Mail links and federated sign-in redirects must point at this test server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET_FILE: join(dataDir, "auth-secret"),
      MAIL_OUTBOX_DIR: join(dataDir, "outbox"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => {
    child.once("exit", (code) => {
      resolveExit(code);
    });
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyWithinMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind a failed test.
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    dataDir,
    sqlitePath,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** A fresh schema on the test PostgreSQL server, and a DATABASE_URL that uses it. */
export async function createPostgresSchema(baseUrl: string) {
  const schema = `e2e_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    schema,
    databaseUrl: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
