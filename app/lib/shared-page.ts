import type { EntryContext } from "react-router";

/**
 * A route module's `handle` field for a page that shows nothing about who asks: rendered
 * for a visitor who is not signed in, the same page serves every such visitor of its address
 * for a while (server/http/page-cache.ts). Only pages whose loaders read no cookie, no
 * query-dependent secret and nothing per visitor may say so.
 */
export interface SharedPageHandle {
  sharedPage: true;
}

/** True when the page just rendered may be kept for others: it opted in and succeeded. */
export function mayShare(context: EntryContext, statusCode: number): boolean {
  const { matches, errors } = context.staticHandlerContext;
  const leaf = matches.at(-1);
  if (statusCode !== 200 || errors || !leaf) return false;
  const handle = context.routeModules[leaf.route.id]?.handle as
    Partial<SharedPageHandle> | undefined;
  return handle?.sharedPage === true;
}
