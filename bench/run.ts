// Performance budgets: SSR throughput relative to a static file, JavaScript shipped on a first
// visit, and server memory. Prints each figure beside its budget; a missed budget is reported,
// never fatal. Run with `npm run bench` (builds first) or `node bench/run.ts` after a build.
import { rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { startServer, type RunningServer } from "#tests/e2e/support/server.ts";
import { firstVisitScripts } from "./first-visit-js.ts";
import { measureThroughput, residentBytes } from "./load.ts";

const KB = 1024;
const MB = 1024 * 1024;
const budgets = { throughputRatio: 0.1, firstVisitJsGzip: 140 * KB, serverRss: 150 * MB };
const budgetText = {
  throughputRatio: "≥ 0.10",
  firstVisitJsGzip: "≤ 140 KB",
  serverRss: "≤ 150 MB",
};

const staticName = "bench-static.html";
const staticPath = resolve(import.meta.dirname, "../build/client", staticName);

function verdict(ok: boolean) {
  return ok ? "ok" : "over budget";
}

function row(label: string, value: string, budget: string, ok: boolean) {
  return `${label.padEnd(26)}${value.padEnd(10)} (budget ${budget}) ${verdict(ok)}`;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

let server: RunningServer | undefined;
try {
  server = await startServer({ MAP_EMBED_URL: "", LOG_LEVEL: "warn" });
  const pid = server.process.pid;
  if (pid === undefined) throw new Error("server process has no pid");

  // A static copy of the home page, so both runs move the same number of bytes.
  const home = await fetch(`${server.url}/`);
  if (!home.ok) throw new Error(`GET / answered ${home.status}`);
  const html = await home.text();
  await writeFile(staticPath, html);
  const staticResponse = await fetch(`${server.url}/${staticName}`);
  if (!staticResponse.ok) throw new Error(`GET /${staticName} answered ${staticResponse.status}`);
  const staticBytes = (await staticResponse.arrayBuffer()).byteLength;

  console.log(`Load: GET / and GET /${staticName}, 10 connections, 2 s warm-up + 10 s each`);
  const ssr = await measureThroughput(`${server.url}/`);
  const fixed = await measureThroughput(`${server.url}/${staticName}`);
  const rss = await residentBytes(pid);
  const ratio = ssr.requestsPerSecond / fixed.requestsPerSecond;

  const loadRow = (path: string, rate: number, bytes: number, failures: number) =>
    `  GET ${path.padEnd(20)}${rate.toFixed(0).padStart(7)} req/s ${String(bytes).padStart(8)} bytes` +
    `  (${failures} failed)`;
  console.log(loadRow("/", ssr.requestsPerSecond, Buffer.byteLength(html), ssr.failures));
  console.log(loadRow(`/${staticName}`, fixed.requestsPerSecond, staticBytes, fixed.failures));

  const scripts = await firstVisitScripts(`${server.url}/`);
  const jsGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(`Scripts on a first visit of / (${scripts.length} files):`);
  for (const script of scripts) {
    console.log(
      `  ${kb(script.gzipBytes).padStart(9)} gzip ${kb(script.rawBytes).padStart(9)} raw  ${script.path}`,
    );
  }

  console.log("");
  console.log(
    row(
      "SSR / static throughput",
      ratio.toFixed(2),
      budgetText.throughputRatio,
      ratio >= budgets.throughputRatio,
    ),
  );
  console.log(
    row(
      "JS on first visit (gzip)",
      kb(jsGzip),
      budgetText.firstVisitJsGzip,
      jsGzip <= budgets.firstVisitJsGzip,
    ),
  );
  console.log(
    row("Server RSS after warm-up", mb(rss), budgetText.serverRss, rss <= budgets.serverRss),
  );
} finally {
  await rm(staticPath, { force: true });
  await server?.stop();
}
