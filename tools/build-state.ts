import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The project root (this file lives in tools/). */
export const root = join(import.meta.dirname, "..");

/** Everything `react-router build` reads; a change to any of them makes build/ stale. */
const sources = [
  "app",
  "server",
  "common",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

/** Written last by the build (the server bundle follows the client one). */
const builtFile = join(root, "build/server/index.js");

/**
 * Why build/ must be made again before starting, or undefined when it is current: missing,
 * or older than a source file. Folders count too, so a deleted or renamed file is noticed.
 */
export function whyRebuild(): string | undefined {
  const builtAt = modifiedAt(builtFile);
  if (builtAt === undefined || modifiedAt(join(root, "build/client")) === undefined) {
    return "there is no build yet";
  }
  for (const source of sources) {
    const path = join(root, source);
    const newer = [path, ...below(path)].find((entry) => (modifiedAt(entry) ?? 0) > builtAt);
    if (newer) return `${relative(root, newer)} changed since the last build`;
  }
  return undefined;
}

function modifiedAt(path: string): number | undefined {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs;
}

function below(path: string): string[] {
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(path, { recursive: true, withFileTypes: true }).map((entry) =>
    join(entry.parentPath, entry.name),
  );
}
