import { beforeEach, expect, it } from "vitest";
import { createCatalogueService } from "#server/catalogue/catalogue.service.ts";
import {
  clearCatalogue,
  insertProduct,
  insertSpecialEdition,
  minutesAfterStart,
} from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

/** Ids whose alphabetical order is unrelated to when the pieces arrived. */
const id = (letter: string) => letter.repeat(20);

describeEachDatabase("hot deals", (use) => {
  const names = async () =>
    (await createCatalogueService({ db: use().db }).hotDeals("en")).map((item) => item.name);

  beforeEach(async () => {
    await clearCatalogue(use().db);
  });

  it("shows nothing while nothing is discounted", async () => {
    const { db } = use();
    await insertProduct(db, { name: "Aurora" });
    await insertSpecialEdition(db, { name: "Brooch" });
    expect(await createCatalogueService({ db }).hotDeals("en")).toEqual([]);
  });

  it("picks the four most discounted of products and special editions together", async () => {
    const { db } = use();
    await insertProduct(db, { id: id("a"), name: "Ten", discountPercent: 10, minutes: 1 });
    await insertProduct(db, { id: id("b"), name: "Forty", discountPercent: 40, minutes: 2 });
    await insertProduct(db, { id: id("c"), name: "Full", discountPercent: 0, minutes: 3 });
    await insertProduct(db, { id: id("d"), name: "Five", discountPercent: 5, minutes: 4 });
    await insertSpecialEdition(db, { id: id("e"), name: "Thirty", discountPercent: 30 });
    await insertSpecialEdition(db, { id: id("f"), name: "Fifty", discountPercent: 50 });
    await insertSpecialEdition(db, { id: id("g"), name: "Whole", discountPercent: 0 });
    expect(await names()).toEqual(["Fifty", "Forty", "Thirty", "Ten"]);
  });

  it("takes the newest first among equal discounts, whatever the kind or id", async () => {
    const { db } = use();
    await insertProduct(db, { id: id("z"), name: "Oldest", discountPercent: 20, minutes: 1 });
    await insertSpecialEdition(db, {
      id: id("a"),
      name: "Newest",
      discountPercent: 20,
      minutes: 9,
    });
    await insertProduct(db, { id: id("m"), name: "Middle", discountPercent: 20, minutes: 5 });
    await insertSpecialEdition(db, { id: id("y"), name: "Older", discountPercent: 20, minutes: 3 });
    await insertProduct(db, { id: id("b"), name: "Oldest too", discountPercent: 20, minutes: 0 });
    expect(await names()).toEqual(["Newest", "Middle", "Older", "Oldest"]);
  });

  it("answers each as a shop card: kind, prices, picture and address", async () => {
    const { db } = use();
    await insertProduct(db, {
      id: id("p"),
      name: "Belle",
      description: "A halo ring",
      variants: [
        [50, 160_000],
        [100, 300_000],
      ],
      discountPercent: 25,
      images: ["/media/first.webp", "/media/second.webp"],
      mainImage: "/media/main.webp",
      minutes: 2,
    });
    await insertSpecialEdition(db, {
      id: id("s"),
      name: "Brooch",
      priceCents: null,
      discountPercent: 10,
      mainImage: "/media/brooch.webp",
      minutes: 1,
    });
    expect(await createCatalogueService({ db }).hotDeals("en")).toEqual([
      {
        id: id("p"),
        slug: `belle-${id("p")}`,
        kind: "product",
        name: "Belle",
        description: "A halo ring",
        minPriceCents: 120_000,
        maxPriceCents: 225_000,
        regularPriceCents: 160_000,
        discountPercent: 25,
        imageUrl: "/media/first.webp",
        createdAt: minutesAfterStart(2),
        availability: "available",
      },
      {
        id: id("s"),
        slug: `brooch-${id("s")}`,
        kind: "special",
        name: "Brooch",
        description: "A piece made once.",
        minPriceCents: null,
        maxPriceCents: null,
        regularPriceCents: null,
        discountPercent: 10,
        imageUrl: "/media/brooch.webp",
        createdAt: minutesAfterStart(1),
        availability: "available",
      },
    ]);
  });
});
