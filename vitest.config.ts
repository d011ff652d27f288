import { defineConfig } from "vitest/config";

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
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          // One browser and one server on two cores: files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's own default (1 s) is shorter than one query over the long home page
          // can take on a loaded two-core machine running several servers: every poll here
          // waits up to 10 s unless it says otherwise (what a page shows is better waited for
          // with Playwright's own waiting, locator.waitFor and page.waitForURL).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
