import { launchBrowser } from "#tests/e2e/support/browser.ts";
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 1100 } });
await context.addInitScript(() => { localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false })); });
const page = await context.newPage();
await page.goto(process.argv[2] ?? "http://127.0.0.1:4555/shop");
await page.waitForTimeout(800);
await page.screenshot({ path: process.argv[3] ?? "/tmp/shop.png" });
await browser.close();
