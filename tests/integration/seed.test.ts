import { cp, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isReportNumberOf } from "#common/grading-report.ts";
import { byLocale, listingColumns } from "#server/catalogue/listing-columns.ts";
import type { Database } from "#server/db/connection.ts";
import { diamondShapes, ringDesigns, ringMetals } from "#server/db/schema.ts";
import { demoCatalogueImages } from "#server/db/seed/demo-catalogue.ts";
import {
  demoArtDir,
  demoImageFile,
  demoImageKey,
  pieceDrawings,
  sceneDrawings,
  type DemoImage,
} from "#server/db/seed/demo-image-key.ts";
import { seedDemoDataIfEmpty } from "#server/db/seed/seed.ts";
import { localMediaStorage } from "#server/media/media-storage.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const now = new Date("2026-11-22T10:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;

async function countRows(db: Database) {
  const count = async (
    table:
      | "products"
      | "product_variants"
      | "product_images"
      | "special_editions"
      | "special_edition_images"
      | "attract_images",
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return row.n;
  };
  return {
    products: await count("products"),
    variants: await count("product_variants"),
    productImages: await count("product_images"),
    specialEditions: await count("special_editions"),
    editionImages: await count("special_edition_images"),
    attractImages: await count("attract_images"),
  };
}

let tempRoot = "";
beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), "storefront-seed-"));
});
afterAll(async () => {
  await rm(tempRoot, { recursive: true, force: true });
});

describeEachDatabase("demo seed on an empty database", (testDb) => {
  // A nested path the seed has to create itself.
  const mediaDir = () => join(tempRoot, testDb().kind, "media", "uploads");

  it("seeds a complete catalogue and reports what it created", async () => {
    const result = await seedDemoDataIfEmpty(testDb().db, {
      storage: localMediaStorage(mediaDir()),
      now,
    });
    const counts = await countRows(testDb().db);
    expect(result).toEqual({
      seeded: true,
      products: counts.products,
      specialEditions: counts.specialEditions,
      attractImages: counts.attractImages,
    });
    expect(counts.products).toBeGreaterThanOrEqual(16);
    expect(counts.specialEditions).toBeGreaterThanOrEqual(3);
    expect(counts.attractImages).toBeGreaterThanOrEqual(3);
  });

  it("makes every shape and design pair available in all four metals", async () => {
    const products = await testDb().db.selectFrom("products").selectAll().execute();
    const metalsByPair = new Map<string, Set<string>>();
    for (const p of products) {
      const key = `${p.diamond_shape}/${p.ring_design}`;
      metalsByPair.set(key, (metalsByPair.get(key) ?? new Set()).add(p.ring_metal));
    }
    expect(metalsByPair.size).toBeGreaterThanOrEqual(4);
    for (const metals of metalsByPair.values()) {
      expect([...metals].sort()).toEqual([...ringMetals].sort());
    }
  });

  it("prices every product from its cheapest carat, dearer with carat and in platinum", async () => {
    const { db } = testDb();
    const products = await db.selectFrom("products").selectAll().execute();
    const variants = await db
      .selectFrom("product_variants")
      .selectAll()
      .orderBy("carat_hundredths")
      .execute();
    for (const product of products) {
      const prices = variants.filter((v) => v.product_id === product.id).map((v) => v.price_cents);
      expect(prices.length).toBeGreaterThanOrEqual(2);
      expect(product.price_cents).toBe(Math.min(...prices));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(Number.isInteger(product.price_cents)).toBe(true);
      if (product.ring_metal === "platinum") {
        const gold = products.find(
          (p) =>
            p.ring_metal === "yellow-gold" &&
            p.diamond_shape === product.diamond_shape &&
            p.ring_design === product.ring_design,
        );
        expect(product.price_cents).toBeGreaterThan(gold?.price_cents ?? Infinity);
      }
    }
    const discounts = products.map((p) => p.discount_percent);
    expect(discounts.some((d) => d > 0)).toBe(true);
    expect(discounts.some((d) => d === 0)).toBe(true);
  });

  it("writes every row's listing columns by the catalogue's one rule", async () => {
    const { db } = testDb();
    const variants = await db.selectFrom("product_variants").selectAll().execute();
    const productTexts = await db.selectFrom("product_translations").selectAll().execute();
    const editionTexts = await db.selectFrom("special_edition_translations").selectAll().execute();
    for (const product of await db.selectFrom("products").selectAll().execute()) {
      const prices = variants.filter((v) => v.product_id === product.id).map((v) => v.price_cents);
      expect(product).toMatchObject(
        listingColumns({
          name: product.name,
          description: product.description,
          translations: byLocale(productTexts.filter((t) => t.product_id === product.id)),
          discountPercent: product.discount_percent,
          pricesCents: prices,
        }),
      );
      expect(product.search_text).not.toBe("");
    }
    for (const edition of await db.selectFrom("special_editions").selectAll().execute()) {
      expect(edition).toMatchObject(
        listingColumns({
          name: edition.name,
          description: edition.description,
          translations: byLocale(editionTexts.filter((t) => t.special_edition_id === edition.id)),
          discountPercent: edition.discount_percent,
          pricesCents: edition.price_cents === null ? null : [edition.price_cents],
        }),
      );
    }
  });

  it("spreads creation dates over the months before the seed", async () => {
    const rows = await testDb().db.selectFrom("products").select("created_at").execute();
    const times = rows.map((r) => Date.parse(r.created_at));
    expect(new Set(times).size).toBe(times.length);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * DAY_MS);
  });

  it("gives special editions images, with the first as main image", async () => {
    const { db } = testDb();
    const editions = await db.selectFrom("special_editions").selectAll().execute();
    const images = await db
      .selectFrom("special_edition_images")
      .selectAll()
      .orderBy("position")
      .execute();
    for (const edition of editions) {
      const own = images.filter((i) => i.special_edition_id === edition.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.map((i) => i.position)).toEqual(own.map((_, index) => index));
      expect(edition.main_image).toBe(own[0]?.url);
      expect(edition.discount_percent).toBeLessThanOrEqual(90);
    }
    expect(editions.some((e) => e.discount_percent > 0)).toBe(true);
  });

  it("names the centre stone's grading report of a few pieces, one per lab, in its lab's shape", async () => {
    const { db } = testDb();
    const columns = ["name", "report_lab", "report_number"] as const;
    const reported = [
      ...(await db.selectFrom("products").select(columns).execute()),
      ...(await db.selectFrom("special_editions").select(columns).execute()),
    ].filter((piece) => piece.report_lab !== null);
    expect(reported.map((piece) => [piece.name, piece.report_lab]).sort()).toEqual([
      ["Aurora Round Solitaire in Platinum", "hrd"],
      ["Belle Époque Oval Vintage Ring in Rose Gold", "igi"],
      ["Meir Halo Pendant", "gia"],
    ]);
    for (const piece of reported) {
      expect(isReportNumberOf(piece.report_lab ?? "gia", piece.report_number ?? "")).toBe(true);
    }
  });

  it("writes every referenced image as a real WebP file in the media directory", async () => {
    const { db } = testDb();
    const urls = new Set<string>();
    const products = await db.selectFrom("products").select("main_image").execute();
    const productImages = await db.selectFrom("product_images").select("url").execute();
    const editionImages = await db.selectFrom("special_edition_images").select("url").execute();
    const attract = await db.selectFrom("attract_images").select("url").execute();
    for (const p of products) {
      expect(p.main_image).not.toBeNull();
      if (p.main_image) urls.add(p.main_image);
    }
    for (const row of [...productImages, ...editionImages, ...attract]) urls.add(row.url);

    const files = await readdir(mediaDir());
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{20}\.webp$/);
      const file = join(mediaDir(), basename(url));
      expect(files).toContain(basename(url));
      expect((await stat(file)).size).toBeGreaterThan(1000);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe("webp");
    }
    // Identical drawings share one file, and no file is left unreferenced.
    expect(files.length).toBe(urls.size);
  });

  it("does nothing the second time", async () => {
    const before = await countRows(testDb().db);
    const filesBefore = await readdir(mediaDir());
    const result = await seedDemoDataIfEmpty(testDb().db, {
      storage: localMediaStorage(mediaDir()),
      now,
    });
    expect(result).toEqual({ seeded: false, products: 0, specialEditions: 0, attractImages: 0 });
    expect(await countRows(testDb().db)).toEqual(before);
    expect(await readdir(mediaDir())).toEqual(filesBefore);
  });
});

describeEachDatabase("demo seed on a shop with a catalogue", (testDb) => {
  const mediaDir = () => join(tempRoot, testDb().kind, "existing-shop-media");
  const stamp = now.toISOString();

  it("leaves a database with one product alone", async () => {
    const { db } = testDb();
    await db
      .insertInto("products")
      .values({
        id: "existing-product-0001",
        name: "Customer's own design",
        diamond_shape: "oval",
        ring_design: "halo",
        ring_metal: "platinum",
        price_cents: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const result = await seedDemoDataIfEmpty(db, { storage: localMediaStorage(mediaDir()), now });
    expect(result.seeded).toBe(false);
    expect(await countRows(db)).toEqual({
      products: 1,
      variants: 0,
      productImages: 0,
      specialEditions: 0,
      editionImages: 0,
      attractImages: 0,
    });
    await expect(readdir(mediaDir())).rejects.toThrow();
  });

  it("leaves a database with only an attract image alone", async () => {
    const { db } = testDb();
    await db.deleteFrom("products").execute();
    await db
      .insertInto("attract_images")
      .values({ id: "existing-attract-001", url: "/media/x.webp", position: 0, created_at: stamp })
      .execute();
    const result = await seedDemoDataIfEmpty(db, { storage: localMediaStorage(mediaDir()), now });
    expect(result.seeded).toBe(false);
    expect((await countRows(db)).products).toBe(0);
  });
});

describe("shipped demo art", () => {
  it("has a file for every picture the catalogue shows, and no other", async () => {
    const shipped = (await readdir(demoArtDir())).filter((file) => file.endsWith(".webp"));
    const referenced = demoCatalogueImages().map(demoImageFile);
    expect(referenced.length).toBeGreaterThan(0);
    expect(shipped.sort()).toEqual([...new Set(referenced)].sort());
  });

  it("stays small enough to commit", async () => {
    const dir = demoArtDir();
    const sizes = await Promise.all(
      (await readdir(dir)).map(async (file) => (await stat(join(dir, file))).size),
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1_500_000);
  });

  it("names every possible picture differently", () => {
    const all: DemoImage[] = [
      ...diamondShapes.flatMap((shape) =>
        ringMetals.flatMap((metal): DemoImage[] => [
          { kind: "ring-top", shape, metal },
          ...ringDesigns.map((design): DemoImage => ({ kind: "ring", shape, design, metal })),
        ]),
      ),
      ...pieceDrawings.map((piece): DemoImage => ({ kind: "piece", piece })),
      ...sceneDrawings.map((scene): DemoImage => ({ kind: "scene", scene })),
    ];
    const keys = all.map(demoImageKey);
    expect(new Set(keys).size).toBe(all.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("the seed's module graph", () => {
  const root = fileURLToPath(new URL("../../", import.meta.url));

  /** Every file seed.ts loads through relative or #server imports, with what each imports. */
  async function seedModules() {
    const modules = new Map<string, string[]>();
    const visit = async (file: string) => {
      if (modules.has(file)) return;
      const source = await readFile(file, "utf8");
      const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map(
        (match) => match[1] ?? "",
      );
      modules.set(file, specifiers);
      for (const specifier of specifiers) {
        if (specifier.startsWith(".")) await visit(resolve(dirname(file), specifier));
        else if (specifier.startsWith("#server/")) {
          await visit(join(root, "server", specifier.slice("#server/".length)));
        }
      }
    };
    await visit(join(root, "server/db/seed/seed.ts"));
    return modules;
  }

  it("neither draws nor loads sharp, so neither ends up in the server bundle", async () => {
    const modules = await seedModules();
    const files = [...modules.keys()].map((file) => relative(root, file));
    expect(files).toContain(join("server", "db", "seed", "demo-images.ts"));
    // Nothing outside server/: in particular nothing from tools/, where the drawings live.
    for (const file of files) expect(file.split(sep)[0]).toBe("server");
    for (const specifiers of modules.values()) expect(specifiers).not.toContain("sharp");
  });
});

describeEachDatabase("an abandoned demo seed", (testDb) => {
  it("deletes the pictures it had copied and writes no rows", async () => {
    // A copy of the shipped art with one picture missing makes the seed fail halfway.
    const artDir = join(tempRoot, testDb().kind, "incomplete-art");
    await cp(demoArtDir(), artDir, { recursive: true });
    const [missing] = demoCatalogueImages().slice(-1);
    if (!missing) throw new Error("the catalogue shows no pictures");
    await rm(join(artDir, demoImageFile(missing)));

    const mediaDir = join(tempRoot, testDb().kind, "abandoned-media");
    await expect(
      seedDemoDataIfEmpty(testDb().db, { storage: localMediaStorage(mediaDir), artDir, now }),
    ).rejects.toThrow(demoImageFile(missing));
    // Nothing left behind (the folder is made with the first picture, if any got that far).
    expect(await readdir(mediaDir).catch(() => [])).toEqual([]);
    expect(Object.values(await countRows(testDb().db))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
