import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "#common/format.ts";
import type { CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { availableDatabases } from "#tests/support/databases.ts";
import { signedUpSession, type HttpSession } from "./support/http-session.ts";
import { startInstances, type Instances } from "./support/instances.ts";
import type { RunningServer } from "./support/server.ts";

/** PostgreSQL only, when TEST_DATABASE_URL is set: SQLite runs one instance per file. */
const postgresOnly = availableDatabases().filter((kind) => kind === "postgres");

/**
 * Two instances on one PostgreSQL (issue 23): a price an admin changes on one shows on the
 * other's kept pages and answers within a second, as checkout already charges it.
 */
describe.each(postgresOnly)("kept pages on two instances [%s]", () => {
  let instances: Instances;
  let one: RunningServer;
  let two: RunningServer;
  let admin: HttpSession;
  const name = `Instances Halo ${Date.now()}`;

  beforeAll(async () => {
    instances = await startInstances({ env: { SEED_DEMO_DATA: "false" } });
    [one, two] = instances.servers as [RunningServer, RunningServer];
    const email = `instances-admin-${Date.now()}@example.be`;
    admin = await signedUpSession(one.url, email, "long enough pw", {
      mailbox: instances.mailbox,
    });
    await instances.grantAdmin(email);
  });
  afterAll(async () => {
    await instances.stop();
  });

  /** The product form as the admin's tab posts it, to instance one. */
  const save = async (price: string, productId?: string) => {
    const response = await admin.request(
      "POST",
      "/admin/products",
      new URLSearchParams({
        intent: "save",
        ...(productId ? { productId } : {}),
        name,
        description: "Kept on two instances.",
        diamondShape: "round-brilliant",
        ringDesign: "halo",
        ringMetal: "platinum",
        discount: "0",
        carat50: "on",
        price50: price,
        images: "",
      }),
    );
    expect(response.status).toBe(200);
    const row = await instances.db
      .selectFrom("products")
      .select(["id", "min_sale_price_cents"])
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    return row;
  };

  const search = `q=${encodeURIComponent(name)}`;
  const listed = async (server: RunningServer) => {
    const response = await fetch(`${server.url}/api/products?${search}`);
    const page = (await response.json()) as CataloguePage;
    return { cache: response.headers.get("x-cache"), price: page.items[0]?.minPriceCents };
  };
  const shop = async (server: RunningServer) => {
    const response = await fetch(`${server.url}/shop?${search}`);
    return { cache: response.headers.get("x-cache"), html: await response.text() };
  };

  it("shows a price changed on one instance on the other's /shop and /api/products within 1 s", async () => {
    const created = await save("1.250");
    expect(created.min_sale_price_cents).toBe(125_000);
    // Instance two keeps both with the first price.
    await listed(two);
    expect(await listed(two)).toEqual({ cache: "hit", price: 125_000 });
    await shop(two);
    const kept = await shop(two);
    expect(kept.cache).toBe("hit");
    expect(kept.html).toContain(formatPrice(125_000, "en"));

    const edited = await save("2.345", created.id);
    const answeredAt = Date.now();
    expect(edited.min_sale_price_cents).toBe(234_500);
    const deadline = answeredAt + 1000;
    for (;;) {
      const [answer, page] = await Promise.all([listed(two), shop(two)]);
      if (answer.price === 234_500 && page.html.includes(formatPrice(234_500, "en"))) break;
      if (Date.now() > deadline) {
        throw new Error(`instance two still shows ${String(answer.price)} after 1 s`);
      }
    }
    // And instance one, whose admin saved it, shows it too.
    expect((await listed(one)).price).toBe(234_500);
  });
});
