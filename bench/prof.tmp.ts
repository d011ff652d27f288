import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { readFileSync, readdirSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
const maps = new Map<string, SourceMapConsumer>();
function orig(url: string, line: number, col: number): string {
  const file = url.split("/").pop() ?? "";
  const path = `build/client/assets/${file}.map`;
  let m = maps.get(path);
  if (!m) { try { m = new SourceMapConsumer(JSON.parse(readFileSync(path, "utf8"))); maps.set(path, m); } catch { return ""; } }
  const o = m.originalPositionFor({ line: line + 1, column: col });
  return o.source ? `${o.name ?? "?"}@${o.source.replace(/.*node_modules\//, "").replace(/.*\/app\//, "app/")}:${o.line}` : "";
}
import { startServer } from "#tests/e2e/support/server.ts";
import { chromiumFlags, chromiumPath } from "#tests/e2e/support/browser.ts";
const dataDir = await mkdtemp(join(tmpdir(), "prof-"));
const server = await startServer({ MAP_EMBED_URL: "", LOG_LEVEL: "warn" }, { dataDir });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const path of (process.env.PATHS ?? "/shop").split(",")) {
  const totals = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (let i = 0; i < 4; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const { profile } = (await cdp.send("Profiler.stop")) as any;
    if (i === 0) { await context.close(); continue; } // warm-up
    const dt = new Map<number, number>();
    profile.samples.forEach((id: number, k: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0)));
    for (const node of profile.nodes) {
      const t = (dt.get(node.id) ?? 0) / 1000;
      const f = node.callFrame;
      if (["(idle)", "(program)", "(root)"].includes(f.functionName)) continue;
      const url = f.url.replace(server.url, "").replace(/-[\w-]{8}\.js/, ".js") || "(native)";
      const key = `${f.functionName || "(anon)"} ${orig(f.url.replace(server.url, ""), f.lineNumber, f.columnNumber) || url}`;
      totals.set(key, (totals.get(key) ?? 0) + t / 3);
      byUrl.set(url, (byUrl.get(url) ?? 0) + t / 3);
    }
    await context.close();
  }
  console.log(path, "by script (ms):", [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([u, t]) => `${u} ${t.toFixed(1)}`).join(" | "));
  console.log("  top:", [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([u, t]) => `${u} ${t.toFixed(1)}`).join("\n   "));
}
await browser.close();
await server.stop();
