import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

export interface RequestLogVariables {
  requestId: string;
  log: Logger;
}

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A well-formed incoming X-Request-Id, else a new id. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives each request an id (a well-formed incoming X-Request-Id is kept so a proxy's id
 * follows the request), a child logger carrying it, and one JSON line when it completes: at
 * error level for a 5xx, unless the client hung up first. Then React Router answers 500 for
 * work that may well have been done (an order committed), which nobody receives: the line
 * says `aborted` at info level, since what happened is the client's leaving, not a fault.
 */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestLogVariables }> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"));
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const status = c.res.status;
    const aborted = c.req.raw.signal.aborted;
    // 503 is the server refusing work it has no room for (upload-guard.ts): expected under a
    // flood, so a warning, not an error line per refused request.
    log[status === 503 ? "warn" : status >= 500 && !aborted ? "error" : "info"](
      {
        method: c.req.method,
        path: c.req.path,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(aborted ? { aborted: true } : {}),
      },
      "request",
    );
  };
}
