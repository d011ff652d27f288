// Production entry: starts the server bundle that `npm run build` writes (see server/app.ts).
// An unsupported Node.js is refused with one line before anything native is loaded; this file
// itself keeps to syntax old versions parse, so they reach that line.
import "./tools/check-node.js";

// React and its peers read NODE_ENV when first loaded, so it is set before the bundle loads;
// without it they would run their slower development builds.
if (process.env.NODE_ENV === undefined) process.env.NODE_ENV = "production";
const { startServer } = await import("./build/server/index.js");

await startServer();
