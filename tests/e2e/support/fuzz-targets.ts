import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

/** Where the fuzzing test sends its requests: a page action or a JSON endpoint. */
export interface FuzzTarget {
  /** The route's address, `:param` segments still in it, `?index` for an index route. */
  path: string;
  method: "GET" | "POST";
  /** The route's module, for the test's names. */
  file: string;
}

interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

const root = resolve(import.meta.dirname, "../../..");
const ACTION = /export (async )?function action\b|export const action\b/;
const LOADER = /export (async )?function loader\b|export const loader\b/;

/**
 * Every page action (POST) and every JSON endpoint (POST where it has an action, GET where it
 * has a loader), read from the route config (app/routes.ts) and the modules it names, so a
 * route added later is fuzzed without anyone remembering to list it. Each module once: the
 * language copies of a page run the same action.
 */
export async function fuzzTargets(): Promise<FuzzTarget[]> {
  const { default: routes } = await import("#app/routes.ts");
  const targets: FuzzTarget[] = [];
  const seen = new Set<string>();
  const walk = async (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const path =
        entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
      if (!seen.has(entry.file) && path !== "/*") {
        seen.add(entry.file);
        const source = await readFile(resolve(root, "app", entry.file), "utf8");
        const address = path === "" ? "/" : path;
        // A POST to an index route's address goes to its parent unless it says ?index.
        if (ACTION.test(source)) {
          targets.push({
            path: entry.index ? `${address}?index` : address,
            method: "POST",
            file: entry.file,
          });
        }
        if (address.startsWith("/api/") && LOADER.test(source)) {
          targets.push({ path: address, method: "GET", file: entry.file });
        }
      }
      if (entry.children) await walk(entry.children, path);
    }
  };
  await walk(routes, "");
  return targets;
}
