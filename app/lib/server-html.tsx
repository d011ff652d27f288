import { createContext, use, useState } from "react";

/**
 * Named fragments of server-rendered HTML for the document being rendered (see
 * server-html.server.ts): provided by entry.server.tsx, empty in the browser.
 */
export const DocumentHtmlContext = createContext<Readonly<Record<string, string>>>({});

/**
 * Markup the server rendered once (static-sections.server.tsx), which the browser never
 * renders itself, so it downloads no component that made it. On a document request the HTML
 * is written into the page only, not into its data as well (docs/decisions/0013): hydration
 * takes it from the DOM. A client-side visit brings it in the loader's data (`html`). The
 * wrapper is a plain block.
 */
export function ServerHtml({
  name,
  html,
  className,
}: {
  /** The fragment's name, unique on the page: how the browser finds it again at hydration. */
  name: string;
  /** The fragment from the loader's data; absent when the document carried it. */
  html: string | undefined;
  className?: string;
}) {
  const rendered = use(DocumentHtmlContext)[name];
  // Read once, when hydrating what the server sent; later renders take `html` when it comes.
  const [fromDocument] = useState(() =>
    html === undefined && rendered === undefined ? documentFragment(name) : "",
  );
  return (
    <div
      data-server-html={name}
      className={className}
      dangerouslySetInnerHTML={{ __html: html ?? rendered ?? fromDocument }}
    />
  );
}

function documentFragment(name: string): string {
  if (typeof document === "undefined") return "";
  return document.querySelector(`[data-server-html="${CSS.escape(name)}"]`)?.innerHTML ?? "";
}
