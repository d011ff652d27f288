import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { Refusal, shellData, ShellData } from "./shell.server.ts";

/**
 * The shell's data for the page being shown (shell.server.ts): a refusal's own, when the page
 * is one (no loader ran for it, and the root's data in the browser may be from before a
 * sign-in), else the root loader's. Undefined only when neither exists: a failure before any
 * loader, such as the session store being unreachable; the page then has no header or footer.
 */
export function useShell(): ShellData | undefined {
  const refused = refusalOf(useRouteError());
  const loaded = useRouteLoaderData<typeof shellData>("root");
  return refused?.shell ?? loaded;
}

function refusalOf(error: unknown): Refusal | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  // What our own server threw (refusal in shell.server.ts); other errors carry no shell.
  const body: unknown = error.data;
  return typeof body === "object" && body !== null && "shell" in body
    ? (body as Refusal)
    : undefined;
}
