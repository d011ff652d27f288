import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const scripts = (
  JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

/** Debian's own Node (20 on the CI machine and on developers' boxes); OLD_NODE may name another. */
const oldNode = process.env.OLD_NODE ?? "/usr/bin/node";
let oldVersion = "";

const refusal = (version: string) =>
  `This shop needs Node.js 24 (found ${version}). ` +
  "Install it from https://nodejs.org or with nvm: nvm install 24\n";

/** Runs a package.json script the way npm does (sh -c, from the root), with `node` the old one. */
function runScriptWithOldNode(name: string) {
  const script = scripts[name];
  if (!script) throw new Error(`package.json has no "${name}" script`);
  return spawnSync("sh", ["-c", script], {
    cwd: root,
    env: { PATH: `${dirname(oldNode)}:${process.env.PATH ?? ""}` },
    encoding: "utf8",
    timeout: 10_000,
  });
}

describe("an unsupported Node.js", () => {
  beforeAll(() => {
    const probe = spawnSync(oldNode, ["--version"], { encoding: "utf8" });
    if (probe.error || probe.status !== 0) {
      throw new Error(
        `These tests run the shop under an old Node.js and found none at ${oldNode}` +
          ` (${probe.error?.message ?? probe.stderr}). Install Debian's nodejs package` +
          " or set OLD_NODE to the path of a Node.js older than 24.",
      );
    }
    oldVersion = probe.stdout.trim().replace(/^v/, "");
    if (Number(oldVersion.split(".")[0]) >= 24) {
      throw new Error(`${oldNode} is Node.js ${oldVersion}; set OLD_NODE to one older than 24`);
    }
  });

  it.each(["preinstall", "start", "serve", "dev"])(
    "is refused by `npm run %s` with one line saying what to install",
    (name) => {
      const result = runScriptWithOldNode(name);
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(refusal(oldVersion));
      expect(result.stdout).toBe("");
    },
  );

  it("is refused by `node server.js` before anything native loads", () => {
    const result = spawnSync(oldNode, ["server.js"], { cwd: root, encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(refusal(oldVersion));
    expect(result.stdout).toBe("");
  });

  it("leaves the supported Node.js without a word", () => {
    const result = spawnSync(process.execPath, ["tools/check-node.js"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stderr + result.stdout).toBe("");
  });
});
