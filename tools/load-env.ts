// Loads ./.env when there is one, like `node --env-file-if-exists=.env` (variables already set
// in the environment win) but silent when there is none: Node's flag prints ".env not found"
// on every start of a fresh clone. Imported first by tools/start.ts and tools/dev.ts, and
// preloaded with `node --import` by the `serve` and `admin` scripts.
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
