/**
 * Markup the server rendered once (static-sections.server.tsx) and sent as data: React keeps
 * it as it is when hydrating and puts it in place on a client-side visit, and the browser
 * never downloads the components that made it. The wrapper is a plain block.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
