import { createContext, type RouterContextProvider } from "react-router";

/** The fragments a loader handed to the document render (read by entry.server.tsx). */
export const documentHtml = createContext<Readonly<Record<string, string>>>({});

/**
 * Server-rendered HTML for ServerHtml, sent once: on a document request it goes to the render
 * only (the page carries it, the browser reads it back when hydrating) and the loader's data
 * gets `undefined`; on a client-side visit (a `.data` request) the data carries it. React
 * Router hands loaders the raw address as `request.url` and the page's as `url`.
 */
export function htmlForPage<T extends Readonly<Record<string, string>>>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  fragments: T,
): T | undefined {
  if (new URL(request.url).pathname.endsWith(".data")) return fragments;
  context.set(documentHtml, { ...context.get(documentHtml), ...fragments });
  return undefined;
}
