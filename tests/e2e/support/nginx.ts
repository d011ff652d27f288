import { execFile, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server.ts";

export const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

const root = resolve(import.meta.dirname, "../../..");
/** The site the shop ships (docs/deploy.md); the test runs it with ports and paths replaced. */
export const siteFile = join(root, "deploy/nginx/storefront.conf");

/**
 * The address nginx reaches the app from, so the app's socket peer (nginx) differs from the
 * browser's address (127.0.0.1): the whole of 127.0.0.0/8 is the loopback interface.
 */
export const proxyAddress = "127.0.0.2";

export interface RunningNginx {
  httpsUrl: string;
  httpUrl: string;
  /** nginx's error log so far. */
  errors: () => Promise<string>;
  stop(): Promise<void>;
}

/**
 * Each line of the shipped site the test must change, and what replaces it. Each must be
 * found exactly once: a change to the site that drops one fails the test instead of running
 * something else than what ships.
 */
function substitutions(dir: string, ports: { http: number; https: number; apps: number[] }) {
  // One upstream server line per app: two for the tests, one or two for npm run bench:scale.
  const upstream = ports.apps
    .map((port) => `    server 127.0.0.1:${String(port)} max_fails=3 fail_timeout=10s;`)
    .join("\n");
  return [
    [
      "    server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;\n    server 127.0.0.1:3002 max_fails=3 fail_timeout=10s;",
      upstream,
    ],
    ["/var/cache/nginx/storefront", join(dir, "cache")],
    ["    listen 80;\n    listen [::]:80;", `    listen 127.0.0.1:${String(ports.http)};`],
    [
      "    listen 443 ssl http2;\n    listen [::]:443 ssl http2;",
      `    listen 127.0.0.1:${String(ports.https)} ssl http2;`,
    ],
    // Off port 443 the redirect must name the port.
    [
      "return 301 https://$host$request_uri;",
      `return 301 https://$host:${String(ports.https)}$request_uri;`,
    ],
    ["/etc/letsencrypt/live/shop.example.com/fullchain.pem", join(dir, "cert.pem")],
    ["/etc/letsencrypt/live/shop.example.com/privkey.pem", join(dir, "key.pem")],
    ["/var/www/letsencrypt", join(dir, "acme")],
  ] as const;
}

/** The site with the test's ports and paths, inside a main configuration of its own. */
export async function testConfiguration(
  dir: string,
  ports: { http: number; https: number; apps: number[] },
): Promise<string> {
  let site = await readFile(siteFile, "utf8");
  for (const [from, to] of substitutions(dir, ports)) {
    const count = site.split(from).length - 1;
    if (count !== 1) throw new Error(`${siteFile}: expected "${from}" once, found ${count}`);
    site = site.replace(from, to);
  }
  // As root nginx would hand its workers to "nobody", who may not write the temp folders.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 256; }
http {
  access_log ${join(dir, "access.log")};
  client_body_temp_path ${join(dir, "client-body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
  proxy_bind ${proxyAddress};
${site}
}
`;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with the openssl CLI. */
async function selfSignedCertificate(dir: string): Promise<void> {
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=IP:127.0.0.1,DNS:localhost",
    "-keyout",
    join(dir, "key.pem"),
    "-out",
    join(dir, "cert.pem"),
  ]);
}

/** Resolves once something accepts connections on the port. */
async function listening(port: number, deadline: number, exited: () => string | null) {
  for (;;) {
    const why = exited();
    if (why !== null) throw new Error(why);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        done(true);
      });
      socket.once("error", () => {
        done(false);
      });
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${String(port)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Debian's nginx in the foreground with the shipped site in front of `appPorts`, on free
 * ports, with its certificate, pid, logs and temp folders in a fresh temp folder.
 */
export async function startNginx(appPorts: number[]): Promise<RunningNginx> {
  const dir = await mkdtemp(join(tmpdir(), "storefront-nginx-"));
  for (const sub of ["cache", "acme", "client-body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    await mkdir(join(dir, sub));
  }
  await selfSignedCertificate(dir);
  const ports = { http: await freePort(), https: await freePort(), apps: appPorts };
  const confFile = join(dir, "nginx.conf");
  await writeFile(confFile, await testConfiguration(dir, ports));
  let output = "";
  // -e: the error log from the very start, before the configuration names its own.
  const child = spawn(nginxPath, ["-p", dir, "-e", join(dir, "error.log"), "-c", confFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => {
    child.once("exit", () => {
      done();
    });
  });
  const errors = () => readFile(join(dir, "error.log"), "utf8").catch(() => "");
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 10_000;
    const gone = () =>
      child.exitCode === null ? null : `nginx exited with ${String(child.exitCode)}:\n${output}`;
    await listening(ports.https, deadline, gone);
    await listening(ports.http, deadline, gone);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    httpsUrl: `https://127.0.0.1:${String(ports.https)}`,
    httpUrl: `http://127.0.0.1:${String(ports.http)}`,
    errors,
    stop,
  };
}
