// Refuses a Node.js outside package.json's "engines" with one line that says what to do, and
// says nothing otherwise. It runs first wherever the shop starts (npm's preinstall, npm start,
// npm run dev, server.js), before anything native is loaded, so it has no dependencies and
// avoids recent syntax: it must work on whatever old Node a newcomer has.
import { readFileSync } from "fs";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const range = (manifest.engines && manifest.engines.node) || "";
const lowest = Number((/>=\s*(\d+)/.exec(range) || [])[1]);
const above = Number((/<\s*(\d+)/.exec(range) || [])[1]);
const found = process.versions.node;
const major = Number(found.split(".")[0]);

if ((lowest && major < lowest) || (above && major >= above)) {
  process.stderr.write(
    `This shop needs Node.js ${lowest} (found ${found}). ` +
      `Install it from https://nodejs.org or with nvm: nvm install ${lowest}\n`,
  );
  process.exit(1);
}
