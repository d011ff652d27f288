// npm run bench:scale: GET /shop for a signed-in customer (rendered for every request: a
// request with a session never gets a kept page, server/http/page-cache.ts) through the shipped
// nginx site (deploy/nginx/storefront.conf, TLS) in front of one, then two instances on one
// PostgreSQL, and the ratio of their throughputs. Information, not a budget: two instances on
// a machine of two cores share those cores with nginx, PostgreSQL and the load generator, so
// the ratio shows what a second instance costs there more than what it gains on a larger one.
// Needs a build, Debian's nginx and TEST_DATABASE_URL (a fresh schema is made and dropped).
import { request } from "node:https";
import { availableParallelism } from "node:os";
import { startNginx, type RunningNginx } from "#tests/e2e/support/nginx.ts";
import { outboxOf } from "#tests/e2e/support/outbox.ts";
import { signedUpSession } from "#tests/e2e/support/http-session.ts";
import {
  createPostgresSchema,
  freePort,
  startServer,
  type RunningServer,
} from "#tests/e2e/support/server.ts";
import { sample } from "#tests/support/prometheus.ts";
import { loadAverage } from "./budgets.ts";
import { measureThroughput, type LoadResult } from "./load.ts";

/** Fewer than the budgets' 50: a page rendered afresh takes tens of ms of CPU on two cores. */
const CONNECTIONS = 10;
const SECONDS = 10;
const METRICS_TOKEN = "bench-scale-metrics-token-0123456789";

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error("bench:scale needs PostgreSQL: set TEST_DATABASE_URL as for the tests.");
  process.exit(1);
}

/** One page through nginx's self-signed TLS, to prove the load is what it claims to be. */
function fetchThroughNginx(url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { cookie }, rejectUnauthorized: false }, (answer) => {
      let body = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => (body += chunk));
      answer.on("end", () => {
        resolve({ status: answer.statusCode ?? 0, body });
      });
    });
    asked.on("error", reject);
    asked.end();
  });
}

/** How many signed-in /shop pages an instance rendered, from its own GET /metrics. */
async function shopPagesServed(server: RunningServer): Promise<number> {
  const answer = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const labels = { method: "GET", route: "/shop", status: "200" };
  return sample(await answer.text(), "storefront_http_request_duration_seconds_count", labels);
}

const line = (label: string, result: LoadResult) =>
  `  ${label.padEnd(14)} ${result.requestsPerSecond.toFixed(1).padStart(6)} req/s` +
  `  p50 ${String(result.p50).padStart(5)} ms  p99 ${String(result.p99).padStart(5)} ms` +
  `  (${result.failures} failed)`;

console.log(
  `Scale: GET /shop signed in (rendered every time) through nginx (TLS) to one, then two` +
    ` instances on one PostgreSQL; ${CONNECTIONS} connections, ${SECONDS} s each after a` +
    ` warm-up; ${availableParallelism()} cores; ${loadAverage()}`,
);

const schema = await createPostgresSchema(databaseUrl);
const instances: RunningServer[] = [];
let nginx: RunningNginx | undefined;
try {
  const ports = [await freePort(), await freePort()];
  // What docs/deploy.md gives every instance: one database, one session secret, the proxy
  // believed. Each keeps its own media and outbox folders: the page needs neither.
  const env = {
    DATABASE_URL: schema.databaseUrl,
    AUTH_SECRET: "a-secret-shared-by-both-bench-instances-0123456789",
    TRUST_PROXY: "true",
    METRICS_TOKEN,
  };
  // The first migrates and seeds the demo catalogue; the second finds it done.
  const first = await startServer({ ...env, PORT: String(ports[0]) });
  instances.push(first);
  const email = `scale-${Date.now()}@example.be`;
  const customer = await signedUpSession(first.url, email, undefined, {
    mailbox: outboxOf(first),
  });

  const measure = async (label: string, appPorts: number[]) => {
    nginx = await startNginx(appPorts);
    const url = `${nginx.httpsUrl}/shop`;
    try {
      const page = await fetchThroughNginx(url, customer.cookie);
      if (page.status !== 200 || !page.body.includes(email)) {
        throw new Error(`GET /shop through nginx was not the signed-in page (${page.status})`);
      }
      const result = await measureThroughput(url, {
        connections: CONNECTIONS,
        warmupSeconds: 3,
        seconds: SECONDS,
        headers: { cookie: customer.cookie },
      });
      console.log(line(label, result));
      return result;
    } finally {
      await nginx.stop();
      nginx = undefined;
    }
  };

  const one = await measure("one instance", [ports[0] ?? 0]);
  instances.push(await startServer({ ...env, PORT: String(ports[1]) }));
  const before = await Promise.all(instances.map(shopPagesServed));
  const two = await measure("two instances", ports);
  const after = await Promise.all(instances.map(shopPagesServed));
  const served = after.map((count, i) => count - (before[i] ?? 0));
  console.log(
    `  pages each instance rendered in the two-instance run (warm-up included): ${served.join(" and ")}`,
  );
  const ratio = two.requestsPerSecond / one.requestsPerSecond;
  console.log(
    `  two ÷ one: ${ratio.toFixed(2)}× the throughput (information, no budget: on` +
      ` ${availableParallelism()} cores shared with nginx, PostgreSQL and the load generator,` +
      ` a ratio near or under 1 is the second instance's overhead, not a lack of scaling)`,
  );
  console.log(`Done; ${loadAverage()}`);
  if (one.failures + two.failures > 0) process.exitCode = 1;
} finally {
  if (nginx) await nginx.stop();
  for (const instance of instances) await instance.stop();
  await schema.drop();
}
