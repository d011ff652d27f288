import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/robots";

/** /robots.txt, pointing at the sitemap of the address asked. */
export function loader({ url, context }: Route.LoaderArgs) {
  const text = context.get(requestContext).services.seo.robots(url.origin);
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
