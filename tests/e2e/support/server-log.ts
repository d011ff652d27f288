import { expect } from "vitest";

/**
 * The lines of a server's log (RunningServer.output) past `from` that are not info or below:
 * pino's error (50) and fatal (60), or anything that is not one of its JSON lines (a stack
 * trace printed by hand). A client's fault must never make one.
 */
export function faultLines(output: string, from = 0): string[] {
  return output
    .slice(from)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        return ((JSON.parse(line) as { level?: number }).level ?? 60) >= 50;
      } catch {
        return true;
      }
    });
}

/**
 * Waits until the request's log line (request-log.ts, at info: start the server with
 * LOG_LEVEL=info) is in the output: every line the request made is written by then.
 */
export async function requestLogged(output: () => string, requestId: string): Promise<void> {
  await expect
    .poll(() => output().includes(`"requestId":"${requestId}","method"`), { interval: 5 })
    .toBe(true);
}
