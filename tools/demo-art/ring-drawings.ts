import type { DiamondShape, RingDesign, RingMetal } from "#server/db/schema.ts";
import {
  circle,
  groundShadow,
  haloSetting,
  metalGradient,
  metalPalettes,
  mix,
  polygon,
  prongs,
  rect,
  softBackground,
  stone,
  stoneGradient,
  stoneOutline,
  type Artwork,
  type Point,
} from "./svg-parts.ts";

export interface RingSpec {
  shape: DiamondShape;
  design: RingDesign;
  metal: RingMetal;
}

export const RING_CANVAS = 800;

const BAND = { cx: 400, cy: 480, r: 185, width: 30 };

const polar = (angleDeg: number, r: number): Point => {
  const a = (angleDeg * Math.PI) / 180;
  return [BAND.cx + r * Math.cos(a), BAND.cy + r * Math.sin(a)];
};

/** Milgrain beading and open filigree on the shoulders: what reads as "vintage" at a glance. */
function vintageDetails(light: string, dark: string): string {
  const beads: string[] = [];
  for (let angle = -40; angle <= 220; angle += 6) {
    for (const r of [BAND.r + BAND.width / 2 - 3, BAND.r - BAND.width / 2 + 3]) {
      const [x, y] = polar(angle, r);
      beads.push(circle(x, y, 2.6, `fill="${light}"`));
    }
  }
  for (const angle of [-58, -47, -36, -122, -133, -144]) {
    const [x, y] = polar(angle, BAND.r);
    beads.push(circle(x, y, 6.5, `fill="none" stroke="${dark}" stroke-width="2.5"`));
  }
  return beads.join("");
}

/** The ring seen from the front with the stone facing the viewer, without a background. */
export function ringArtwork(spec: RingSpec, id: string): Artwork {
  const metal = metalPalettes[spec.metal];
  const metalId = `${id}-metal`;
  const stoneId = `${id}-stone`;
  const defs = metalGradient(metalId, metal) + stoneGradient(stoneId);
  const head: Point = [400, 262];
  const size = spec.design === "three-stone" ? 66 : spec.design === "halo" ? 66 : 82;
  const bandTop = BAND.cy - BAND.r;
  const parts: string[] = [
    circle(
      BAND.cx,
      BAND.cy,
      BAND.r,
      `fill="none" stroke="url(#${metalId})" stroke-width="${BAND.width}"`,
    ),
    circle(
      BAND.cx,
      BAND.cy,
      BAND.r - 9,
      `fill="none" stroke="${metal.light}" stroke-width="3" opacity="0.7"`,
    ),
    circle(
      BAND.cx,
      BAND.cy,
      BAND.r + BAND.width / 2,
      `fill="none" stroke="${metal.dark}" stroke-width="1.5" opacity="0.5"`,
    ),
  ];
  if (spec.design === "vintage") parts.push(vintageDetails(metal.light, metal.dark));

  // The gallery under the head ties the stone visually to the band.
  const gallery: Point[] = [
    [head[0] - size * 0.55, head[1] + size * 0.5],
    [head[0] + size * 0.55, head[1] + size * 0.5],
    [head[0] + size * 0.3, bandTop + 12],
    [head[0] - size * 0.3, bandTop + 12],
  ];
  parts.push(polygon(gallery, `fill="url(#${metalId})" stroke="${metal.dark}" stroke-width="1.5"`));

  if (spec.design === "three-stone") {
    const side = size * 0.62;
    for (const dx of [-size * 1.55, size * 1.55]) {
      const c: Point = [head[0] + dx, head[1] + size * 0.38];
      parts.push(stone(spec.shape, c, side, stoneId), prongs(spec.shape, c, side, metalId));
    }
  }
  if (spec.design === "halo") {
    parts.push(haloSetting(spec.shape, head, size, { metal: metalId, stone: stoneId }, metal.dark));
  }
  parts.push(stone(spec.shape, head, size, stoneId), prongs(spec.shape, head, size, metalId));
  return { defs, body: parts.join("") };
}

function tintedBackground(id: string, metal: RingMetal, cool: boolean): string {
  const base = metalPalettes[metal].base;
  const inner = mix(base, cool ? "#f7f9fc" : "#fdfaf6", 0.88);
  const outer = mix(base, cool ? "#d9e0e8" : "#e6ddd2", 0.75);
  return softBackground(id, inner, outer);
}

/** Product photo, front view: depends on shape, design and metal. */
export function ringFront(spec: RingSpec): Artwork {
  const ring = ringArtwork(spec, "ring");
  return {
    defs: tintedBackground("bg", spec.metal, false) + ring.defs,
    body: rect(RING_CANVAS, RING_CANVAS, "url(#bg)") + groundShadow(400, 690, 210, 20) + ring.body,
  };
}

/** Product photo, top view of the setting: the design barely shows from above, so it is left out. */
export function ringTop(shape: DiamondShape, metal: RingMetal): Artwork {
  const palette = metalPalettes[metal];
  const c: Point = [400, 400];
  const size = 165;
  const outline = stoneOutline(shape, c, size * 1.08);
  const basket =
    shape === "round-brilliant" || shape === "oval"
      ? `<ellipse cx="400" cy="400" rx="${outline.rx.toFixed(1)}" ry="${outline.ry.toFixed(1)}" fill="url(#metal)"/>`
      : polygon(outline.points, 'fill="url(#metal)"');
  return {
    defs:
      tintedBackground("bg", metal, true) +
      metalGradient("shank", palette, true) +
      metalGradient("metal", palette) +
      stoneGradient("stone"),
    body: [
      rect(RING_CANVAS, RING_CANVAS, "url(#bg)"),
      `<rect x="60" y="368" width="680" height="64" rx="32" fill="url(#shank)" stroke="${palette.dark}" stroke-width="1.5"/>`,
      `<rect x="80" y="378" width="640" height="8" rx="4" fill="${palette.light}" opacity="0.6"/>`,
      basket,
      stone(shape, c, size, "stone"),
      prongs(shape, c, size, "metal"),
    ].join(""),
  };
}
