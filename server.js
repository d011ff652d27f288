// Production entry: starts the server bundle that `npm run build` writes (see server/app.ts).
import { startServer } from "./build/server/index.js";

await startServer();
