import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // The server bundle's entry is our Hono app, which wraps React Router's handler, so the
    // whole server (routes, services, context keys) is one module graph.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
}));
