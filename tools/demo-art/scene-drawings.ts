import type { SceneDrawing } from "#server/db/seed/demo-image-key.ts";
import { watchArtwork } from "./piece-drawings.ts";
import { ringArtwork, type RingSpec } from "./ring-drawings.ts";
import {
  line,
  metalPalettes,
  polygon,
  rect,
  softBackground,
  sparkle,
  stone,
  stoneGradient,
  type Artwork,
  type Point,
} from "./svg-parts.ts";

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;

const gold = metalPalettes["yellow-gold"];

/** A brilliant-cut diamond in profile: crown above the girdle, pavilion below. */
function diamondProfile(cx: number, cy: number, w: number, fillId: string): string {
  const h = w / 2;
  const crownTop = cy - w * 0.22;
  const facet = 'stroke="#8fa5bb" stroke-width="1.4" stroke-opacity="0.8"';
  const girdle: Point[] = [-0.5, -0.25, 0, 0.25, 0.5].map((k) => [cx + w * k, cy]);
  const tip: Point = [cx, cy + w * 0.62];
  const crown: Point[] = [
    [cx - h, cy],
    [cx - w * 0.32, crownTop],
    [cx + w * 0.32, crownTop],
    [cx + h, cy],
  ];
  const parts = [
    polygon(crown, `fill="url(#${fillId})" stroke="#9db0c4" stroke-width="1.5"`),
    polygon(
      [[cx - h, cy], [cx + h, cy], tip],
      `fill="url(#${fillId})" stroke="#9db0c4" stroke-width="1.5"`,
    ),
    ...girdle.slice(1, -1).map((p) => line(p, tip, facet)),
    line([cx - w * 0.32, crownTop], [cx - w * 0.18, cy], facet),
    line([cx + w * 0.32, crownTop], [cx + w * 0.18, cy], facet),
    line([cx - w * 0.1, crownTop], [cx - w * 0.18, cy], facet),
    line([cx + w * 0.1, crownTop], [cx + w * 0.18, cy], facet),
    line([cx - w * 0.1, crownTop], [cx, cy], facet),
    line([cx + w * 0.1, crownTop], [cx, cy], facet),
    sparkle(cx - w * 0.2, crownTop + w * 0.06, w * 0.09),
  ];
  return parts.join("");
}

function ringShowcase(): Artwork {
  const rings: { spec: RingSpec; x: number; k: number }[] = [
    {
      spec: { shape: "round-brilliant", design: "classic-solitaire", metal: "yellow-gold" },
      x: 290,
      k: 0.5,
    },
    { spec: { shape: "emerald", design: "three-stone", metal: "platinum" }, x: 600, k: 0.6 },
    { spec: { shape: "oval", design: "halo", metal: "rose-gold" }, x: 910, k: 0.5 },
  ];
  const pedestalTop = 580;
  const drawn = rings.map(({ spec, x, k }, i) => {
    const art = ringArtwork(spec, `r${i}`);
    // The ring artwork's band bottom sits at y≈680 on its own 800-unit canvas.
    const placed = `<g transform="translate(${x - 400 * k} ${pedestalTop + 8 - 680 * k}) scale(${k})">${art.body}</g>`;
    const pedestal = [
      `<ellipse cx="${x}" cy="${pedestalTop - 230}" rx="150" ry="260" fill="url(#spot)"/>`,
      `<rect x="${x - 115}" y="${pedestalTop}" width="230" height="${SCENE_HEIGHT - pedestalTop}" fill="url(#plinth)"/>`,
      `<ellipse cx="${x}" cy="${pedestalTop}" rx="115" ry="22" fill="#f8f3ec" stroke="#d9cfc2" stroke-width="1.5"/>`,
    ].join("");
    return { defs: art.defs, body: pedestal + placed };
  });
  return {
    defs:
      softBackground("bg", "#f6efe6", "#d9cbb9") +
      `<radialGradient id="spot"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="plinth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e3d9cc"/><stop offset="0.5" stop-color="#f5efe7"/><stop offset="1" stop-color="#d6cbbd"/></linearGradient>` +
      drawn.map((d) => d.defs).join(""),
    body: rect(SCENE_WIDTH, SCENE_HEIGHT, "url(#bg)") + drawn.map((d) => d.body).join(""),
  };
}

/** A cast bar seen from the front, its top face above; needs goldBarDefs. */
export function goldBar(x: number, y: number): string {
  const front: Point[] = [
    [x, y + 70],
    [x + 260, y + 70],
    [x + 240, y],
    [x + 20, y],
  ];
  const top: Point[] = [
    [x + 20, y],
    [x + 240, y],
    [x + 225, y - 30],
    [x + 35, y - 30],
  ];
  return [
    polygon(front, `fill="url(#bar-front)" stroke="${gold.dark}" stroke-width="1.5"`),
    polygon(top, `fill="url(#bar-top)" stroke="${gold.dark}" stroke-width="1"`),
    `<rect x="${x + 85}" y="${y + 20}" width="90" height="32" rx="6" fill="none" stroke="${gold.dark}" stroke-opacity="0.55" stroke-width="2"/>`,
  ].join("");
}

/** The gradients goldBar() fills with. */
export const goldBarDefs =
  `<linearGradient id="bar-front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d77e"/><stop offset="0.55" stop-color="#c99a2e"/><stop offset="1" stop-color="#8a6417"/></linearGradient>` +
  `<linearGradient id="bar-top" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff0bf"/><stop offset="1" stop-color="#e2b94f"/></linearGradient>`;

function goldBars(): Artwork {
  const rows = [
    { y: 560, xs: [210, 470, 730] },
    { y: 460, xs: [340, 600] },
    { y: 360, xs: [470] },
  ];
  return {
    defs: [
      softBackground("bg", "#3b3027", "#100c0a"),
      goldBarDefs,
      `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${gold.base}" stop-opacity="0.18"/><stop offset="1" stop-color="${gold.base}" stop-opacity="0"/></linearGradient>`,
    ].join(""),
    body: [
      rect(SCENE_WIDTH, SCENE_HEIGHT, "url(#bg)"),
      `<rect x="0" y="630" width="${SCENE_WIDTH}" height="170" fill="url(#floor)"/>`,
      ...rows.flatMap((row) => row.xs.map((x) => goldBar(x, row.y))),
      sparkle(500, 335, 18),
      sparkle(880, 540, 12),
      sparkle(262, 545, 10, 0.7),
    ].join(""),
  };
}

function diamonds(): Artwork {
  const profiles: [number, number, number][] = [
    [620, 380, 330],
    [300, 520, 170],
    [950, 300, 130],
    [900, 600, 90],
    [220, 240, 70],
  ];
  return {
    defs: softBackground("bg", "#f4f7fa", "#c6d1de") + stoneGradient("stone"),
    body: [
      rect(SCENE_WIDTH, SCENE_HEIGHT, "url(#bg)"),
      ...profiles.map(([x, y, w]) => diamondProfile(x, y, w, "stone")),
      stone("round-brilliant", [1040, 560], 44, "stone"),
      stone("princess", [420, 690], 30, "stone"),
      stone("oval", [140, 640], 34, "stone"),
      sparkle(780, 250, 22),
      sparkle(480, 300, 14),
    ].join(""),
  };
}

function watchScene(): Artwork {
  const watch = watchArtwork([470, 400], 230, "w");
  return {
    defs: softBackground("bg", "#24416b", "#0a1424") + stoneGradient("stone") + watch.defs,
    body: [
      rect(SCENE_WIDTH, SCENE_HEIGHT, "url(#bg)"),
      watch.body,
      diamondProfile(920, 330, 150, "stone"),
      stone("round-brilliant", [990, 560], 48, "stone"),
      stone("round-brilliant", [840, 610], 32, "stone"),
    ].join(""),
  };
}

export function sceneArtwork(scene: SceneDrawing): Artwork {
  switch (scene) {
    case "ring-showcase":
      return ringShowcase();
    case "gold-bars":
      return goldBars();
    case "diamonds":
      return diamonds();
    case "watch":
      return watchScene();
  }
}
