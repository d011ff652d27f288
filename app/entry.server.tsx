import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { localeFromPath } from "#common/locales.ts";
import { requestContext } from "#server/http/request-context.ts";
import { serverI18n } from "./i18n/messages.server.ts";
import { I18nContext } from "./i18n/use-translation.ts";
import { mayShare } from "./lib/shared-page.ts";
import { DocumentHtmlContext } from "./lib/server-html.tsx";
import { FormattedTextsContext } from "./lib/formatted-texts.tsx";
import { recordingFormattedTexts } from "./lib/formatted-texts.server.ts";
import { documentHtml } from "./lib/server-html.server.ts";
import { deferScriptsInPiece, deferScriptsInStream } from "./lib/scripts-after-paint.server.ts";
import { bridgedBody, plainBody } from "./lib/stream-bridge.server.ts";

export const streamTimeout = 5_000;

/**
 * The one place an error thrown by a loader, action or render is logged: with the request's
 * logger, so the line carries the request id the error page shows. Aborted requests (the
 * visitor left: the request log says so) are not errors, nor are React Router's own 4xx
 * refusals (405 for a POST to a page without an action): the client's doing, an info line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { log } = context.get(requestContext);
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info({ status: error.status, reason: String(error.data) }, "request refused");
    return;
  }
  log.error({ err: error }, "route error");
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
  const { nonce, log, sharing, performance: on } = loadContext.get(requestContext);
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

    // What the page formats is recorded for the browser's hydration (formatted-texts.tsx).
    const formatted = new Map<string, string>();
    const render = () =>
      renderToPipeableStream(
        <I18nContext value={i18n}>
          <DocumentHtmlContext value={loadContext.get(documentHtml)}>
            <FormattedTextsContext value={formatted}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </FormattedTextsContext>
          </DocumentHtmlContext>
        </I18nContext>,
        {
          nonce,
          // A Suspense boundary that completed in the same pass is written in place, however
          // far down the page (React outlines those past 12.8 KB behind a script by default):
          // a visitor without JavaScript sees it (app/lib/lazy-when-near.tsx).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          [readyOption]() {
            shellRendered = true;
            sharing.allowed = mayShare(routerContext, responseStatusCode);
            const ended = () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            };
            // docs/performance.md: each piece on unless PERF_DISABLE names it, for measuring.
            const defer = on["scripts-after-paint"];
            const body = on["stream-bridge"]
              ? bridgedBody(ended, defer ? deferScriptsInPiece : undefined)
              : plainBody(ended, defer ? deferScriptsInStream() : undefined);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            pipe(body.writable);
            resolve(
              new Response(body.readable, { headers: responseHeaders, status: responseStatusCode }),
            );
          },
          onShellError(error: unknown) {
            reject(error instanceof Error ? error : new Error(String(error)));
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            sharing.allowed = false;
            // Errors before the shell are logged by React Router; later ones only here.
            if (shellRendered) log.error({ err: error }, "streaming render failed");
          },
        },
      );
    const { pipe, abort } = on["formatted-texts"]
      ? recordingFormattedTexts(formatted, render)
      : render();
  });
}
