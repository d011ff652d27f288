import { Outlet } from "react-router";
import { requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/layout";

/**
 * Every page under this layout shows a signed-in person's own data: one guard for all of
 * them, run on the server before their loaders and actions (see guards.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [requireUser];

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AccountLayout() {
  return <Outlet />;
}
