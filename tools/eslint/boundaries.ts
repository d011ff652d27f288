import type { Linter } from "eslint";

// The import boundaries of docs/decisions/0006-boundaries-and-forms.md, as lint rules, so a
// wrong import fails `npm test`. tests/unit/boundaries.test.ts lints fixtures with exactly
// these blocks to prove that each rule fires.

const relativeUp = {
  group: ["../*", "../**"],
  message: "Import across folders through the package.json aliases (#app/, #server/, #common/).",
};
// Patterns are gitignore-style, where a leading "#" starts a comment: the aliases are
// matched with regular expressions instead.
const toApp = {
  regex: "^(#app/|(\\.\\.?/)+app/)",
  message: "server/ and common/ never import app/: move what both sides need to common/.",
};
const toServer = {
  regex: "^(#server/|(\\.\\.?/)+server/)",
  message: "common/ is isomorphic: it imports neither app/ nor server/.",
};
const toTools = {
  regex: "^(#tools/|(\\.\\.?/)+tools/)",
  message:
    "server/ and app/ never import tools/ (developer scripts); ship generated files instead.",
};
const toQueries = {
  regex: "(\\.queries\\.ts$|^#server/db/|^better-auth(/|$)|^kysely(/|$))",
  message: "Routes call services from the request context, never queries or the database.",
};
const toRoutes = {
  regex: "^(#app/routes/|(\\.\\.?/)+routes/)",
  message:
    "Components and helpers never import a route module: what both need (an answer type) lives beside its service or schema.",
};
const toKysely = {
  regex: "^kysely(/|$)",
  message:
    "Kysely is used in *.queries.ts and server/db/ only: a service calls queries, which take db or trx first.",
};
const clientToServer = {
  regex: "^(#server/|(\\.\\.?/)+server/)",
  allowTypeImports: true,
  message:
    "Code that runs in the browser never imports server code; pass data through loaders (types are fine).",
};
const reactRouterRuntime = {
  group: ["react-router", "@react-router/*"],
  allowTypeImports: true,
  message:
    "Services answer with the one Result type; only server/http/ (the HTTP edge) uses React Router.",
};

type Pattern = { message: string; allowTypeImports?: boolean } & (
  { group: string[] } | { regex: string }
);

const restrict = (...patterns: Pattern[]): Linter.RulesRecord => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
});

export const boundaries: Linter.Config[] = [
  {
    files: [
      "app/**/*.{ts,tsx}",
      "server/**/*.ts",
      "common/**/*.ts",
      "tests/**/*.ts",
      "bench/**/*.ts",
      "tools/**/*.ts",
    ],
    rules: restrict(relativeUp),
  },
  {
    files: ["common/**/*.ts"],
    rules: restrict(relativeUp, toApp, toServer, reactRouterRuntime, toKysely),
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/http/**"],
    rules: restrict(relativeUp, toApp, toTools, reactRouterRuntime, toKysely),
  },
  { files: ["server/http/**/*.ts"], rules: restrict(relativeUp, toApp, toTools, toKysely) },
  {
    // Where Kysely belongs: queries, and the database's connection, schema, seed and
    // migrations (docs/decisions/0017-one-service-style.md). Tests, benchmarks and tools
    // may use it too: they set up and inspect databases.
    files: ["server/**/*.queries.ts", "server/db/**/*.ts"],
    rules: restrict(relativeUp, toApp, toTools, reactRouterRuntime),
  },
  {
    // app/'s server-only modules (guards, form answers) reach data through services too, and
    // import no route module.
    files: ["app/**/*.server.{ts,tsx}", "app/entry.server.tsx", "app/routes.ts"],
    rules: restrict(relativeUp, toKysely, toRoutes),
  },
  {
    // Route modules (and root.tsx, which has a loader too): their loaders and actions run on
    // the server and React Router strips them, with their imports, from the browser's copy.
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    rules: restrict(relativeUp, toQueries, toTools),
  },
  {
    // Everything else in app/ ends up in the browser bundle.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/routes/**",
      "app/root.tsx",
      "app/**/*.server.{ts,tsx}",
      "app/entry.server.tsx",
      "app/routes.ts",
    ],
    rules: restrict(relativeUp, clientToServer, toTools, toKysely, toRoutes),
  },
];
