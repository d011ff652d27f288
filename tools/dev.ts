// `npm run dev`: the production server (server/app.ts: config, database, Hono app, shutdown)
// with Vite in middleware mode in front of it. Vite answers for the browser's modules, styles
// and hot updates; every other request reaches the Hono app, which loads React Router's build
// through Vite on each request, so an edited route or component shows on the next page load
// (and in an open page at once) without a restart. Edits to server/app.ts, server/http/ or
// the configuration need a restart.
import "./load-env.ts";
import { createServer, type RequestListener } from "node:http";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, createServerModuleRunner } from "vite";
import type { startServer as StartServer } from "#server/app.ts";
import { root } from "./build-state.ts";

// React's development builds and detailed route errors, whatever .env says.
process.env.NODE_ENV = "development";

const httpServer = createServer();
const vite = await createViteServer({
  root,
  appType: "custom",
  // Hot updates share the app's port, which the Content-Security-Policy allows ('self').
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
// Server and routes run in one Vite module runner, so they share one module graph (the same
// context keys, for one) and the virtual React Router modules resolve. An edit re-runs only
// the edited modules and those importing them, on their next import; Vite's default runner
// (hmr on) would re-run every module instead, leaving the running server with stale keys.
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
const { startServer } = await runner.import<{ startServer: typeof StartServer }>("/server/app.ts");

await startServer({
  // Vite serves public/ and the browser's modules itself; nothing is built into build/client.
  clientDir: join(root, "public"),
  build: () => runner.import<ServerBuild>("virtual:react-router/server-build"),
  // Vite's middlewares first; whatever they pass on goes to the Hono app.
  createServer: ((_options: unknown, app: RequestListener) =>
    httpServer.on("request", (request, response) => {
      vite.middlewares(request, response, () => {
        app(request, response);
      });
    })) as unknown as typeof createServer,
});

// The server's own shutdown waits for open connections; Vite's hot-update sockets are among them.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void vite.close());
}
