// `npm start`: builds when build/ is missing or older than its sources, loads .env when there
// is one, then runs server.js in this process. `npm run serve` starts without the build check.
// package.json runs tools/check-node.js first, so an old Node gets one clear line, not a crash.
import "./load-env.ts";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root, whyRebuild } from "./build-state.ts";

const reason = whyRebuild();
if (reason) {
  console.log(`Building first: ${reason}.`);
  // package.json's build script, through the npm that runs `npm start` when there is one.
  const npm = process.env.npm_execpath;
  const build = npm
    ? spawnSync(process.execPath, [npm, "run", "build"], { cwd: root, stdio: "inherit" })
    : spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(join(root, "server.js")).href);
