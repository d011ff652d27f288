/**
 * The home page hero's two background slides (gold bars, a diamond ring), on dark velvet so
 * the hero's white text stays readable under its overlay. The pieces sit right of centre:
 * the text takes the left on wide screens, and phones crop to the middle-right.
 */
import { ringArtwork } from "./ring-drawings.ts";
import { goldBar, goldBarDefs } from "./scene-drawings.ts";
import { circle, rect, sparkle, stone, stoneGradient, svgDocument } from "./svg-parts.ts";
import { heroSlideSize, type HeroSlide } from "#common/hero-slides.ts";

const { width: HERO_WIDTH, height: HERO_HEIGHT } = heroSlideSize;

/** Velvet: a dark radial ground with a few broad, faint folds catching the light. */
function velvet(inner: string, outer: string, fold: string): { defs: string; body: string } {
  const folds = [
    [1250, 300, 620, 90, -18],
    [1500, 760, 700, 110, 12],
    [400, 860, 800, 120, -8],
    [600, 200, 520, 70, 20],
  ]
    .map(
      ([cx, cy, rx, ry, angle]) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${cx} ${cy})" fill="url(#fold)"/>`,
    )
    .join("");
  return {
    defs:
      `<radialGradient id="velvet" cx="0.66" cy="0.5" r="0.8"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>` +
      `<radialGradient id="fold"><stop offset="0" stop-color="${fold}" stop-opacity="0.22"/><stop offset="1" stop-color="${fold}" stop-opacity="0"/></radialGradient>`,
    body: rect(HERO_WIDTH, HERO_HEIGHT, "url(#velvet)") + folds,
  };
}

function goldBarsSlide(): string {
  const ground = velvet("#4a1424", "#0d0306", "#b0476a");
  // The demo scene's pyramid of six bars, enlarged and moved right.
  const rows = [
    { y: 200, xs: [0, 260, 520] },
    { y: 100, xs: [130, 390] },
    { y: 0, xs: [260] },
  ];
  const bars = rows.flatMap((row) => row.xs.map((x) => goldBar(x, row.y))).join("");
  return svgDocument(HERO_WIDTH, HERO_HEIGHT, {
    defs: ground.defs + goldBarDefs,
    body: [
      ground.body,
      `<ellipse cx="1370" cy="810" rx="520" ry="50" fill="#000000" opacity="0.35"/>`,
      `<g transform="translate(900 480) scale(1.2)">${bars}</g>`,
      sparkle(1190, 430, 26),
      sparkle(1720, 700, 18),
      sparkle(1010, 720, 14, 0.7),
    ].join(""),
  });
}

function diamondRingSlide(): string {
  const ground = velvet("#1d2a4a", "#04060c", "#6f86c0");
  const ring = ringArtwork(
    { shape: "round-brilliant", design: "halo", metal: "yellow-gold" },
    "ring",
  );
  return svgDocument(HERO_WIDTH, HERO_HEIGHT, {
    defs: ground.defs + ring.defs + stoneGradient("loose"),
    body: [
      ground.body,
      `<ellipse cx="1400" cy="880" rx="330" ry="36" fill="#000000" opacity="0.4"/>`,
      `<g transform="translate(920 10) scale(1.2)">${ring.body}</g>`,
      stone("round-brilliant", [1790, 900], 40, "loose"),
      stone("oval", [1050, 940], 30, "loose"),
      circle(1700, 980, 10, 'fill="#e6eef6" opacity="0.8"'),
      sparkle(1235, 250, 30),
      sparkle(1640, 420, 20),
      sparkle(1805, 860, 14),
    ].join(""),
  });
}

export function heroSlideSvg(name: HeroSlide): string {
  return name === "gold-bars" ? goldBarsSlide() : diamondRingSlide();
}
