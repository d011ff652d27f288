import {
  caratOptions,
  ringMetals,
  type DiamondShape,
  type RingDesign,
  type RingMetal,
} from "#server/db/schema.ts";
import { demoImageKey, type DemoImage } from "./demo-image-key.ts";

export type CaratHundredths = (typeof caratOptions)[number];

export interface DemoProduct {
  name: string;
  description: string;
  diamondShape: DiamondShape;
  ringDesign: RingDesign;
  ringMetal: RingMetal;
  /** Ascending by carat; the product's "from" price is the first. */
  variants: { caratHundredths: CaratHundredths; priceCents: number }[];
  discountPercent: number;
  /** How long before the seed the piece "arrived", so newest-first sorting has something to do. */
  addedDaysAgo: number;
  /** The first image is the main image. */
  images: DemoImage[];
}

export interface DemoSpecialEdition {
  name: string;
  description: string;
  priceCents: number | null;
  discountPercent: number;
  addedDaysAgo: number;
  images: DemoImage[];
}

export interface DemoAttractImage {
  image: DemoImage;
  addedDaysAgo: number;
}

/** One design made in every metal: the shop's metal swatches switch between these siblings. */
interface Family {
  name: string;
  style: string;
  shape: DiamondShape;
  design: RingDesign;
  story: string;
  /** Asking prices in whole euros for yellow gold, by carat; the other metals derive from them. */
  goldPrices: Partial<Record<CaratHundredths, number>>;
  discounts: Partial<Record<RingMetal, number>>;
  addedDaysAgo: number;
}

const metals: Record<RingMetal, { label: string; sentence: string; priceFactor: number }> = {
  "white-gold": {
    label: "White Gold",
    sentence:
      "Set in 18K white gold with a bright rhodium finish that makes the diamond look even whiter.",
    priceFactor: 1.03,
  },
  "yellow-gold": {
    label: "Yellow Gold",
    sentence:
      "Set in 18K yellow gold, the warm classic Antwerp's setters have worked for generations.",
    priceFactor: 1,
  },
  "rose-gold": {
    label: "Rose Gold",
    sentence: "Set in 18K rose gold, whose soft blush flatters every skin tone.",
    priceFactor: 1,
  },
  platinum: {
    label: "Platinum",
    sentence:
      "Set in platinum 950: naturally white, dense and hypoallergenic, made to be worn every day for a lifetime.",
    priceFactor: 1.14,
  },
};

const CERTIFICATE =
  "Every centre diamond is hand-selected in Antwerp and comes with an HRD or GIA certificate.";

const families: Family[] = [
  {
    name: "Aurora",
    style: "Round Solitaire",
    shape: "round-brilliant",
    design: "classic-solitaire",
    story:
      "A single round brilliant diamond raised in four slender claws, so light reaches it from every side. The knife-edge band keeps the silhouette clean and timeless.",
    goldPrices: { 50: 1450, 100: 4250, 150: 7900, 200: 12900, 250: 18500 },
    discounts: { "rose-gold": 10 },
    addedDaysAgo: 168,
  },
  {
    name: "Quadra",
    style: "Princess Solitaire",
    shape: "princess",
    design: "classic-solitaire",
    story:
      "A crisp princess-cut diamond held at its corners by V-shaped claws that protect the points. Modern and architectural, it sits flush against a straight wedding band.",
    goldPrices: { 50: 1390, 100: 3850, 150: 6950, 200: 11400 },
    discounts: { "yellow-gold": 20 },
    addedDaysAgo: 131,
  },
  {
    name: "Trinity",
    style: "Emerald Three-Stone",
    shape: "emerald",
    design: "three-stone",
    story:
      "An emerald-cut centre diamond flanked by two smaller emerald cuts, for past, present and future. The step facets give long, calm flashes of light rather than glitter.",
    goldPrices: { 100: 5450, 150: 9200, 200: 14600, 250: 20500 },
    discounts: {},
    addedDaysAgo: 96,
  },
  {
    name: "Belle Époque",
    style: "Oval Vintage Ring",
    shape: "oval",
    design: "vintage",
    story:
      "An oval diamond in a setting drawn from Antwerp workshops of the 1910s, with hand-applied milgrain beading and open filigree on the shoulders.",
    goldPrices: { 50: 1750, 100: 4650, 150: 8400, 200: 13500, 250: 19400 },
    discounts: { "rose-gold": 25, "yellow-gold": 10 },
    addedDaysAgo: 52,
  },
  {
    name: "Étoile",
    style: "Round Halo",
    shape: "round-brilliant",
    design: "halo",
    story:
      "A round brilliant centre stone circled by a halo of pavé diamonds, which adds sparkle and makes the centre look a size larger.",
    goldPrices: { 50: 1950, 100: 4950, 150: 8750, 200: 13900 },
    discounts: { "white-gold": 15, platinum: 5 },
    addedDaysAgo: 11,
  },
];

/** Rounded to whole tens of euros, as a jeweller would tag it. */
const priceCents = (euros: number, factor: number) => Math.round((euros * factor) / 10) * 1000;

export const demoProducts: DemoProduct[] = families.flatMap((family) =>
  ringMetals.map((metal, index): DemoProduct => {
    const { label, sentence, priceFactor } = metals[metal];
    return {
      name: `${family.name} ${family.style} in ${label}`,
      description: `${family.story} ${sentence} ${CERTIFICATE}`,
      diamondShape: family.shape,
      ringDesign: family.design,
      ringMetal: metal,
      variants: caratOptions.flatMap((carat) => {
        const euros = family.goldPrices[carat];
        return euros === undefined
          ? []
          : [{ caratHundredths: carat, priceCents: priceCents(euros, priceFactor) }];
      }),
      discountPercent: family.discounts[metal] ?? 0,
      // Siblings arrive a couple of days apart, so no two products share a timestamp.
      addedDaysAgo: family.addedDaysAgo - index * 2.25,
      images: [
        { kind: "ring", shape: family.shape, design: family.design, metal },
        { kind: "ring-top", shape: family.shape, metal },
        { kind: "piece", piece: "gift-box" },
      ],
    };
  }),
);

export const demoSpecialEditions: DemoSpecialEdition[] = [
  {
    name: "Meir Halo Pendant",
    description:
      "A 1.0 ct round brilliant diamond in a halo of eighteen smaller diamonds, on a fine 45 cm chain in 18K white gold. Named after Antwerp's grand shopping street.",
    priceCents: 685_000,
    discountPercent: 0,
    addedDaysAgo: 75,
    images: [
      { kind: "piece", piece: "pendant" },
      { kind: "piece", piece: "pendant-close" },
    ],
  },
  {
    name: "Scheldt Diamond Watch",
    description:
      "An 18K yellow-gold watch whose bezel holds 36 round brilliant diamonds (1.8 ct in total) around a midnight-blue sunburst dial. Swiss automatic movement, hand-stitched leather strap; one of twelve.",
    priceCents: 1_890_000,
    discountPercent: 10,
    addedDaysAgo: 34,
    images: [
      { kind: "piece", piece: "watch" },
      { kind: "piece", piece: "watch-dial" },
      { kind: "piece", piece: "gift-box" },
    ],
  },
  {
    name: "Diamantkwartier Tennis Bracelet",
    description:
      "Thirty-two round brilliant diamonds (4.8 ct in total), each in its own platinum setting, with a hidden double-safety clasp. Named after the diamond quarter around the corner.",
    priceCents: 1_450_000,
    discountPercent: 15,
    addedDaysAgo: 20,
    images: [{ kind: "piece", piece: "bracelet" }],
  },
  {
    name: "Art Deco Drop Earrings",
    description:
      "Emerald-cut diamond drops (2 × 0.7 ct) beneath brilliant-cut studs, in 18K rose gold. Inspired by the geometric jewellery of 1920s Antwerp.",
    priceCents: 540_000,
    discountPercent: 20,
    addedDaysAgo: 6,
    images: [
      { kind: "piece", piece: "earrings" },
      { kind: "piece", piece: "gift-box" },
    ],
  },
];

/** In carousel order. */
export const demoAttractImages: DemoAttractImage[] = [
  { image: { kind: "scene", scene: "ring-showcase" }, addedDaysAgo: 180 },
  { image: { kind: "scene", scene: "gold-bars" }, addedDaysAgo: 179 },
  { image: { kind: "scene", scene: "diamonds" }, addedDaysAgo: 178 },
  { image: { kind: "scene", scene: "watch" }, addedDaysAgo: 177 },
];

/** Every picture the catalogue shows, once each: what tools/demo-art draws and the seed copies. */
export function demoCatalogueImages(): DemoImage[] {
  const all = [
    ...demoProducts.flatMap((product) => product.images),
    ...demoSpecialEditions.flatMap((edition) => edition.images),
    ...demoAttractImages.map((attract) => attract.image),
  ];
  return [...new Map(all.map((image) => [demoImageKey(image), image])).values()];
}
