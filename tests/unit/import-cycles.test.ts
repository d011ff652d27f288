import { resolve } from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/**
 * No two source files import each other, directly or around a circle, type imports included:
 * a circle means two modules are really one, or that a type lives in the wrong place (an
 * answer type in a route module its components import, say). dpdm resolves the package.json
 * `#app/…` aliases through tsconfig.json the way tsc does.
 */
describe("import cycles", () => {
  it("there are none among app/, server/ and common/", async () => {
    const tree = await parseDependencyTree(
      ["app/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts"],
      {
        context: root,
        cwd: root,
        tsconfig: resolve(root, "tsconfig.json"),
        // Type imports count: a circle of types is a circle of modules for a reader.
        transform: false,
        include: /\.(ts|tsx)$/,
        exclude: /node_modules|\.react-router/,
        onProgress: () => undefined,
      },
    );
    // The walk must have reached the code, or "no circles" proves nothing.
    expect(Object.keys(tree).length).toBeGreaterThan(250);
    const circles = parseCircular(tree).map((circle) => circle.join(" → "));
    expect(circles).toEqual([]);
  }, 60_000);
});
