// Part of `npm run build`: writes a Brotli (.br) and a gzip (.gz) copy beside every
// compressible file in build/client, at the highest levels, once. The server sends these as
// they are (serveStatic's `precompressed`) instead of gzipping the same JavaScript and CSS
// again for every visitor; Brotli at level 11 is also smaller than what could be afforded
// per request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { root } from "./build-state.ts";

const clientDir = join(root, "build/client");
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this the compressed copy saves less than a packet (and compress() skips it too). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

let count = 0;
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    if ((await stat(file)).size < MIN_BYTES) return;
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count += 1;
    before += content.length;
    after += br.length;
  }),
);
console.log(
  `Precompressed ${count} files in ${relative(root, clientDir)}:` +
    ` ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
