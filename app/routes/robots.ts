import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/robots";

/** /robots.txt, pointing at the sitemap at PUBLIC_URL (else at the address asked). */
export function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const text = ctx.services.seo.robots(ctx.origin);
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
