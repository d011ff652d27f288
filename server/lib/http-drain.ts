import type { Server, ServerResponse } from "node:http";

/**
 * A graceful stop for a Node HTTP server behind a load balancer (issue 23). `server.close()`
 * alone stops accepting connections and closes the idle ones once, but a keep-alive client
 * that keeps sending is never idle: it would go on being served until a forced exit cut its
 * answers. While draining, every answer, in flight or new on an open connection, carries
 * `Connection: close` (Node then ends the connection after it), and a connection that goes
 * idle is closed at once, so the server is done when its last answer is.
 */
export function drainable(server: Server) {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const closeIdle = () => {
    // After the answer's own bookkeeping: its connection counts as idle only then.
    setImmediate(() => {
      server.closeIdleConnections();
    });
  };

  // Before the server's own listener, which may answer at once (kept-answers.ts).
  server.prependListener("request", (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (draining) response.setHeader("Connection", "close");
    response.once("close", () => {
      inFlight.delete(response);
      if (draining) closeIdle();
    });
  });

  return {
    /** Stops accepting; resolves once every answer under way is sent and every connection closed. */
    drain(): Promise<void> {
      draining = true;
      for (const response of inFlight) {
        // An answer already streaming cannot say so: its connection closes once it is idle.
        if (!response.headersSent) response.setHeader("Connection", "close");
      }
      const closed = new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      server.closeIdleConnections();
      return closed;
    },
    get inFlight() {
      return inFlight.size;
    },
  };
}
