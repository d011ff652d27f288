import { resolve, sep } from "node:path";
import type { Plugin } from "vite";

/**
 * The build-time half of the boundary (the lint rules are the other): no module under
 * server/ may reach a browser bundle. React Router strips loaders and actions, and their
 * imports, from the browser's route modules; if a server import survives that (a component
 * importing server code, a helper used by both), the client build stops here with the chain
 * of imports instead of shipping secrets or SQL to the browser. app/**\/*.server.ts files are
 * guarded the same way by React Router's own `.server` convention.
 */
export function serverOnlyGuard(root: string = process.cwd()): Plugin {
  const serverDir = resolve(root, "server") + sep;
  return {
    name: "storefront:server-only-guard",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(_code, id) {
      if (!id.startsWith(serverDir)) return null;
      const chain = this.getModuleInfo(id)?.importers.join(", ") ?? "unknown";
      this.error(
        `server code in the browser bundle: ${id.slice(root.length + 1)} (imported by ${chain}). ` +
          "Browser code never imports server/; pass data through a loader.",
      );
    },
  };
}
