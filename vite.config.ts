import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnlyGuard } from "./tools/server-only-guard.ts";

/** The runtime, the root route's code and the entry: what every page runs as it hydrates. */
const eagerlyCompiledChunks = new Set(["framework", "shell", "entry.client"]);

export default defineConfig({
  plugins: [serverOnlyGuard(), tailwindcss(), reactRouter()],
  environments: {
    // Only the browser's bundle is grouped; the server keeps one module graph in one file.
    client: {
      build: {
        // Every page loads the framework runtime (React, React Router) and the root route
        // with all it imports (header, footer, cookie banner, ui kit). Left to itself the bundler
        // spreads them over many chunks (react-dom in the entry, the router over three, each module
        // root shares with a page in a small chunk of its own), each gzipped on its own and tied to
        // the others by import lists. Two chunks instead: ~5 KB (gzip) less on a first visit. The
        // runtime stays apart from the app's code, so a release that changes only the app keeps it
        // cached. Only what every page loads belongs in these groups: a package or module that one
        // page needs would be downloaded by all of them.
        rolldownOptions: {
          output: {
            // Explicit compile hints (decision 34): V8 compiles every function of these chunks
            // on its streaming thread while they download, instead of one by one on the main
            // thread as hydration first calls them. Only chunks whose code nearly all runs on
            // every page's load; added after minification, which would drop the comment.
            postBanner: (chunk) =>
              eagerlyCompiledChunks.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : "",
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  priority: 2,
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
                // includeDependenciesRecursively (the default) brings root's imports along.
                { name: "shell", priority: 1, test: /[\\/]app[\\/]root\.tsx/ },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our Hono app, which wraps React Router's handler, so the
    // whole server (routes, services, context keys) is one module graph in build/server.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
