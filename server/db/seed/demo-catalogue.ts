import {
  caratOptions,
  ringMetals,
  type DiamondShape,
  type RingDesign,
  type RingMetal,
} from "#server/db/schema.ts";
import {
  certificateText,
  familyText,
  metalText,
  perLocale,
  ringName,
  specialEditionText,
  type DemoText,
  type FamilyText,
} from "./demo-catalogue-text.ts";
import { demoImageKey, type DemoImage } from "./demo-image-key.ts";
import type { GradingReport } from "#common/grading-report.ts";

export type CaratHundredths = (typeof caratOptions)[number];

export interface DemoProduct {
  text: DemoText;
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
  /** Its centre stone's grading report, where the demo names one. */
  gradingReport?: GradingReport;
}

export interface DemoSpecialEdition {
  text: DemoText;
  priceCents: number | null;
  discountPercent: number;
  addedDaysAgo: number;
  images: DemoImage[];
  gradingReport?: GradingReport;
}

/**
 * A few pieces whose centre stone the demo names, one per lab, so a fresh clone shows a report
 * and its check link. The numbers have each lab's shape but are made up: the lab's own check
 * finds no such report (or another stone's).
 */
const demoReports = {
  auroraPlatinum: {
    lab: "hrd",
    number: "240000318274",
    caratHundredths: 101,
    colour: "F",
    clarity: "VS1",
    cut: "excellent",
  },
  belleEpoqueRose: {
    lab: "igi",
    number: "587214963",
    caratHundredths: 102,
    colour: "G",
    clarity: "VVS2",
    cut: null,
  },
  meirPendant: {
    lab: "gia",
    number: "2217384650",
    caratHundredths: 101,
    colour: "E",
    clarity: "VS1",
    cut: "excellent",
  },
} satisfies Record<string, GradingReport>;

/** A product's report by its family and metal. */
const productReports: Partial<Record<string, GradingReport>> = {
  "Aurora|platinum": demoReports.auroraPlatinum,
  "Belle Époque|rose-gold": demoReports.belleEpoqueRose,
};

export interface DemoAttractImage {
  image: DemoImage;
  addedDaysAgo: number;
}

/** One design made in every metal: the shop's metal swatches switch between these siblings. */
interface Family {
  /** The same in every language. */
  name: string;
  text: FamilyText;
  shape: DiamondShape;
  design: RingDesign;
  /** Asking prices in whole euros for yellow gold, by carat; the other metals derive from them. */
  goldPrices: Partial<Record<CaratHundredths, number>>;
  discounts: Partial<Record<RingMetal, number>>;
  addedDaysAgo: number;
}

/** Each metal's price relative to yellow gold. */
const priceFactors: Record<RingMetal, number> = {
  "white-gold": 1.03,
  "yellow-gold": 1,
  "rose-gold": 1,
  platinum: 1.14,
};

const families: Family[] = [
  {
    name: "Aurora",
    text: familyText.aurora,
    shape: "round-brilliant",
    design: "classic-solitaire",
    goldPrices: { 50: 1450, 100: 4250, 150: 7900, 200: 12900, 250: 18500 },
    discounts: { "rose-gold": 10 },
    addedDaysAgo: 168,
  },
  {
    name: "Quadra",
    text: familyText.quadra,
    shape: "princess",
    design: "classic-solitaire",
    goldPrices: { 50: 1390, 100: 3850, 150: 6950, 200: 11400 },
    discounts: { "yellow-gold": 20 },
    addedDaysAgo: 131,
  },
  {
    name: "Trinity",
    text: familyText.trinity,
    shape: "emerald",
    design: "three-stone",
    goldPrices: { 100: 5450, 150: 9200, 200: 14600, 250: 20500 },
    discounts: {},
    addedDaysAgo: 96,
  },
  {
    name: "Belle Époque",
    text: familyText.belleEpoque,
    shape: "oval",
    design: "vintage",
    goldPrices: { 50: 1750, 100: 4650, 150: 8400, 200: 13500, 250: 19400 },
    discounts: { "rose-gold": 25, "yellow-gold": 10 },
    addedDaysAgo: 52,
  },
  {
    name: "Étoile",
    text: familyText.etoile,
    shape: "round-brilliant",
    design: "halo",
    goldPrices: { 50: 1950, 100: 4950, 150: 8750, 200: 13900 },
    discounts: { "white-gold": 15, platinum: 5 },
    addedDaysAgo: 11,
  },
];

/** Rounded to whole tens of euros, as a jeweller would tag it. */
const priceCents = (euros: number, factor: number) => Math.round((euros * factor) / 10) * 1000;

export const demoProducts: DemoProduct[] = families.flatMap((family) =>
  ringMetals.map((metal, index): DemoProduct => {
    const priceFactor = priceFactors[metal];
    return {
      text: perLocale((locale) => ({
        name: ringName[locale](
          family.name,
          family.text.style[locale],
          metalText[metal].label[locale],
        ),
        description: `${family.text.story[locale]} ${metalText[metal].sentence[locale]} ${certificateText[locale]}`,
      })),
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
      gradingReport: productReports[`${family.name}|${metal}`],
    };
  }),
);

export const demoSpecialEditions: DemoSpecialEdition[] = [
  {
    text: specialEditionText.meirPendant,
    priceCents: 685_000,
    discountPercent: 0,
    addedDaysAgo: 75,
    images: [
      { kind: "piece", piece: "pendant" },
      { kind: "piece", piece: "pendant-close" },
    ],
    gradingReport: demoReports.meirPendant,
  },
  {
    text: specialEditionText.scheldtWatch,
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
    text: specialEditionText.tennisBracelet,
    priceCents: 1_450_000,
    discountPercent: 15,
    addedDaysAgo: 20,
    images: [{ kind: "piece", piece: "bracelet" }],
  },
  {
    text: specialEditionText.artDecoEarrings,
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
