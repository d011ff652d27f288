import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { sql } from "kysely";
import type { Logger } from "pino";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Auth } from "../accounts/auth.ts";
import { sessionResolver } from "../accounts/session.ts";
import { appContext } from "../app-context.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connection.ts";
import { compression } from "./compression.ts";
import { languageRedirect } from "./language-redirect.ts";
import { requestLog, type RequestLogVariables } from "./request-log.ts";
import { sameOriginWrites, securityHeaders, type SecurityVariables } from "./security.ts";

export interface AppDependencies {
  /** In development a function, so each request gets the routes as last edited. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  config: Config;
  db: Database;
  logger: Logger;
  auth: Auth;
  /** build/client: hashed assets under /assets, plus favicon and the like. */
  clientDir: string;
}

type Env = { Variables: RequestLogVariables & SecurityVariables };

const IMMUTABLE = "public, max-age=31536000, immutable";

export function createApp({ build, config, db, logger, auth, clientDir }: AppDependencies) {
  const app = new Hono<Env>();
  const handle = createRequestHandler(build, config.env);

  app.use(requestLog(logger));
  app.use(securityHeaders(config));
  app.use(compression());

  app.get("/healthz", async (c) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: "ok" });
    } catch (error) {
      c.get("log").error({ err: error }, "health check: database unreachable");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  // File names under /assets carry a content hash and those under /media are generated
  // once per upload, so browsers may keep both forever. The build writes .br and .gz copies
  // of build/client's files (tools/compress-assets.ts), sent as they are.
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  app.use(
    "/media/*",
    serveStatic({
      root: config.mediaDir,
      rewriteRequestPath: (path) => path.replace(/^\/media/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  app.use(sameOriginWrites());
  app.use(languageRedirect());

  app.all("*", async (c) => {
    const context = new RouterContextProvider();
    const responseHeaders = new Headers();
    context.set(appContext, {
      db,
      config,
      log: c.get("log"),
      requestId: c.get("requestId"),
      nonce: c.get("nonce"),
      clientAddress: clientAddress(c.req.raw, config, () => getConnInfo(c).remote.address),
      auth,
      session: sessionResolver(auth, c.req.raw.headers, responseHeaders),
      responseHeaders,
    });
    const response = await handle(c.req.raw, context);
    const cookies = responseHeaders.getSetCookie();
    if (cookies.length === 0) return response;
    const withCookies = new Response(response.body, response);
    for (const cookie of cookies) withCookies.headers.append("set-cookie", cookie);
    return withCookies;
  });

  return app;
}

function clientAddress(request: Request, config: Config, socketAddress: () => string | undefined) {
  if (config.trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress() ?? "unknown";
}
