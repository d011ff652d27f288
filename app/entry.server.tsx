import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { localeFromPath } from "#common/locales.ts";
import { requestContext } from "#server/http/request-context.ts";
import { serverI18n } from "./i18n/catalogs.server.ts";

export const streamTimeout = 5_000;

/**
 * The one place an error thrown by a loader, action or render is logged: with the request's
 * logger, so the line carries the request id the error page shows. Aborted requests (the
 * visitor left) are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.get(requestContext).log.error({ err: error }, "route error");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log } = loadContext.get(requestContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const i18n = serverI18n(locale);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      abort();
    }, streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = coalescingStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; later ones only here.
          if (shellRendered) log.error({ err: error }, "streaming render failed");
        },
      },
    );
  });
}

/**
 * React writes a page in 4 KB pieces, nearly always in one synchronous pass. Passing each
 * piece on by itself costs a stream hop, a copy and a socket write apiece; this joins what is
 * written before the next microtask into one chunk, so a page usually leaves in one write,
 * with a Content-Length. Pieces written later (a Suspense boundary resolving) still stream.
 */
function coalescingStream(onEnd: () => void): Transform {
  let pending: Buffer[] = [];
  const pushPending = (stream: Transform) => {
    if (pending.length === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  return new Transform({
    transform(this: Transform, chunk: Buffer, _encoding, callback) {
      if (pending.length === 0) {
        queueMicrotask(() => {
          pushPending(this);
        });
      }
      pending.push(chunk);
      callback();
    },
    flush(this: Transform, callback) {
      onEnd();
      pushPending(this);
      callback();
    },
  });
}
