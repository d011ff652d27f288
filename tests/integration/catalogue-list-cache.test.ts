import { beforeEach, expect, it } from "vitest";
import { createCatalogueService } from "#server/catalogue/catalogue.service.ts";
import { clearCatalogue, insertProduct } from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

describeEachDatabase("catalogue list cache", (use) => {
  beforeEach(async () => {
    await clearCatalogue(use().db);
    await insertProduct(use().db, { id: "a".repeat(20), name: "Aurora" });
  });

  const totalOf = async (catalog: ReturnType<typeof createCatalogueService>, query = "") => {
    const result = await catalog.list(new URLSearchParams(query));
    if (!result.ok) throw new Error(`unexpected failure: ${JSON.stringify(result)}`);
    return result.total;
  };

  it("answers the same list from memory until the catalogue is written", async () => {
    const catalog = createCatalogueService({ db: use().db, listCacheSeconds: 60 });
    expect(await totalOf(catalog)).toBe(1);
    await insertProduct(use().db, { id: "b".repeat(20), name: "Belle" });
    // Kept: the same query gets the same answer; another query is read afresh.
    expect(await totalOf(catalog)).toBe(1);
    expect(await totalOf(catalog, "sort=oldest")).toBe(2);
    catalog.forget();
    expect(await totalOf(catalog)).toBe(2);
  });

  it("reads every list afresh without a cache time, and never keeps a refused query", async () => {
    const catalog = createCatalogueService({ db: use().db });
    expect(await totalOf(catalog)).toBe(1);
    await insertProduct(use().db, { id: "b".repeat(20), name: "Belle" });
    expect(await totalOf(catalog)).toBe(2);
    const refused = await createCatalogueService({ db: use().db, listCacheSeconds: 60 }).list(
      new URLSearchParams("sort=sideways"),
    );
    expect(refused.ok).toBe(false);
  });
});
