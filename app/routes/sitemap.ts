import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: the same for everyone, so kept like a shared page until the catalogue changes. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const xml = await ctx.services.seo.sitemap(ctx.origin);
  ctx.sharing.allowed = true;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
