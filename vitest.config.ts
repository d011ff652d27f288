import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { e2eWorkers } from "./tests/e2e/support/e2e-workers.ts";

/**
 * Browser tests that start several servers, kill them or measure time and memory: they run
 * alone, after the others (`e2e-alone`).
 */
const aloneFiles = [
  "tests/e2e/instances-*.test.ts",
  "tests/e2e/crash-*.test.ts",
  "tests/e2e/mail-queue-*.test.ts",
  "tests/e2e/nginx-proxy.test.ts",
  "tests/e2e/backup.test.ts",
  "tests/e2e/upload-limits.test.ts",
];

/** What every browser-test project shares. */
const e2e = {
  environment: "node" as const,
  globalSetup: ["tests/e2e/support/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll's own default (1 s) is shorter than one query over the long home page can take
  // on a loaded two-core machine running several servers: every poll here waits up to 10 s
  // unless it says otherwise (what a page shows is better waited for with Playwright's own
  // waiting, locator.waitFor and page.waitForURL).
  expect: { poll: { timeout: 10_000 } },
} satisfies TestProjectInlineConfiguration["test"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: [...aloneFiles, "**/node_modules/**"],
          ...e2e,
          // Files run E2E_WORKERS at a time (2 by default), each worker with its own shared
          // server (tests/e2e/support/shared-server.ts).
          maxWorkers: e2eWorkers(),
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "e2e-alone",
          include: aloneFiles,
          ...e2e,
          // Then, one at a time and with nothing else running, the files that load the machine
          // themselves or measure time and memory.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
