import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The label a request is counted under in GET /metrics: the pattern of the route that
 * answers it ("/shop/:slug", "/nl/shop", "/api/products/:id"), never the address asked, so
 * the number of series stays bounded whatever is asked. An address no page matches is the
 * catch-all's "/*", one label for all of them.
 */
export type RouteLabeler = (path: string) => string;

/** What the Hono app answers itself, before React Router. */
const FIXED = new Set(["/healthz", "/readyz", "/metrics"]);
/** A path whose last segment has an extension: the other files of build/client. */
const FILE_NAME = /\.[a-z0-9]+$/i;
/** Patterns found, by path: bounded, and emptied when full (a crawl of odd addresses). */
const REMEMBERED = 2000;

export function routeLabeler(build: ServerBuild | (() => Promise<ServerBuild>)): RouteLabeler {
  // In development the routes are loaded per request; a label is not worth the wait.
  if (typeof build === "function") return () => "(development)";
  const routes = routeTree(build.routes);
  const remembered = new Map<string, string>();

  function pattern(path: string): string {
    // A data request ("/shop.data", "/_root.data") is counted with its page.
    const page = path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
    const pagePath = page === "/_root" ? "/" : page;
    const matches = matchRoutes(routes, pagePath);
    if (!matches) return "(none)";
    const joined = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/")
      .replace(/\/+/g, "/");
    const found = `/${joined}`.replace(/^\/+/, "/");
    // The catch-all also matches static files that were not found: both are one label each.
    return found === "/*" && FILE_NAME.test(pagePath) ? "(file)" : found;
  }

  return (path) => {
    if (FIXED.has(path)) return path;
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path.startsWith("/media/")) return "/media/:name";
    let label = remembered.get(path);
    if (label === undefined) {
      label = pattern(path);
      if (remembered.size >= REMEMBERED) remembered.clear();
      remembered.set(path, label);
    }
    return label;
  };
}

/** React Router's flat manifest as the nested routes matchRoutes takes. */
function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    });
    children.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = route.id === undefined ? undefined : children.get(route.id);
      return below && !route.index ? { ...route, children: attach(below) } : route;
    });
  return attach(children.get(undefined) ?? []);
}
