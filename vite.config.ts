import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnlyGuard } from "./tools/server-only-guard.ts";

export default defineConfig({
  plugins: [serverOnlyGuard(), tailwindcss(), reactRouter()],
  environments: {
    // The server bundle's entry is our Hono app, which wraps React Router's handler, so the
    // whole server (routes, services, context keys) is one module graph in build/server.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
