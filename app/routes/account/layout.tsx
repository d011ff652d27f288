import { Outlet } from "react-router";
import { requireUser } from "#app/lib/guards.server.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import type { Route } from "./+types/layout";

/**
 * Its strings live in the account messages, loaded only where it is used. One person's pages:
 * never search results.
 */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["account"], noindex: true };

/**
 * Every page under this layout shows a signed-in person's own data: one guard for all of
 * them, run on the server before their loaders and actions (see guards.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [requireUser];

export default function AccountLayout() {
  return <Outlet />;
}
