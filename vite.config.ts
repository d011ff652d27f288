import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnlyGuard } from "./tools/server-only-guard.ts";

export default defineConfig({
  plugins: [serverOnlyGuard(), tailwindcss(), reactRouter()],
  build: {
    // Every page needs the framework runtime: React, React Router and i18next. Left to itself
    // the bundler spreads it over several shared chunks (react-dom in the entry, the router in
    // three, i18next in a fourth), each compressed on its own and tied to the others by import
    // lists; as one chunk it is ~4 KB (gzip) smaller on a first visit. Only packages that every
    // page loads belong here: one that a single page needs would be downloaded by all of them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  environments: {
    // The server bundle's entry is our Hono app, which wraps React Router's handler, so the
    // whole server (routes, services, context keys) is one module graph in build/server.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
