// Production entry: starts the server bundle that `npm run build` writes (see server/app.ts).
// An unsupported Node.js is refused with one line before anything native is loaded; this file
// itself keeps to syntax old versions parse, so they reach that line.
import "./tools/check-node.js";

// V8 sizes its young generation from the machine's memory: on a large host two 64 MB
// semi-spaces, which SSR under load fills and keeps, ~100 MB more RSS than with 16 MB ones
// for about the same GC time per request and longer pauses (8 ms against 3 ms). 8 MB ones
// keep less again: the 5-minute mixed load peaked at 277 MB instead of 308 MB, idle 127 MB
// instead of 139 MB, with GET / and the product list's latency within their budgets. The
// size can only be set when Node starts, so without it the process replaces itself (same
// pid, stdio and arguments) with one that has it. A --max-semi-space-size given by the operator wins, and
// PERF_DISABLE=semi-space leaves V8's default, to measure without it (docs/performance.md;
// server/config.ts checks the variable's names once the bundle loads).
const YOUNG_GENERATION = "--max-semi-space-size=8";
const nodeOptions = (process.env.NODE_OPTIONS || "").split(/\s+/);
const youngGenerationSet = process.execArgv
  .concat(nodeOptions)
  .some((arg) => arg.startsWith("--max-semi-space-size"));
const measuredWithout = (process.env.PERF_DISABLE || "")
  .split(",")
  .some((name) => name.trim() === "semi-space");
// The same restart caps glibc's malloc arenas at two (unless MALLOC_ARENA_MAX is set): each
// thread that decodes a picture (sharp, in libuv's pool) otherwise gets an arena of its own
// that keeps what it freed, ~80 MB more RSS under a burst of uploads (docs/security.md). It
// also fixes glibc's mmap threshold at its initial 128 KB (unless MALLOC_MMAP_THRESHOLD_ is
// set): left dynamic, it rises after the first large free, so later picture buffers come from
// the heap and stay resident once freed. Measured under the bench's 5-minute mixed load: at
// most 298 MB instead of 313 MB, 282 MB instead of 301 MB ten seconds after (jemalloc, tried
// the same way, did no better: 314 MB).
if (!youngGenerationSet && !measuredWithout && process.platform !== "win32") {
  process.execve(
    process.execPath,
    [process.execPath, YOUNG_GENERATION].concat(process.execArgv, process.argv.slice(1)),
    {
      ...process.env,
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2",
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || "131072",
    },
  );
}

// The passkey plugin's WebAuthn library loads on the first passkey ceremony, not at start
// (tools/lazy-webauthn.js): only the plugin's own import of it is pointed there.
const { registerHooks } = await import("node:module");
const lazyWebAuthn = new URL("./tools/lazy-webauthn.js", import.meta.url).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromPasskeyPlugin = (context.parentURL || "").includes("/@better-auth/passkey/");
    if (specifier === "@simplewebauthn/server" && fromPasskeyPlugin) {
      return { url: lazyWebAuthn, format: "module", shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});

// React and its peers read NODE_ENV when first loaded, so it is set before the bundle loads;
// without it they would run their slower development builds.
if (process.env.NODE_ENV === undefined) process.env.NODE_ENV = "production";
const { startServer } = await import("./build/server/index.js");

await startServer();
