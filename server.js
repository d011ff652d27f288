// Production entry: starts the server bundle that `npm run build` writes (see server/app.ts).
// React and its peers read NODE_ENV when first loaded, so it is set before the bundle loads;
// without it they would run their slower development builds.
process.env.NODE_ENV ??= "production";
const { startServer } = await import("./build/server/index.js");

await startServer();
