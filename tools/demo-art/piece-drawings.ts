import type { PieceDrawing } from "#server/db/seed/demo-image-key.ts";
import {
  circle,
  groundShadow,
  haloSetting,
  line,
  metalGradient,
  metalPalettes,
  prongs,
  rect,
  softBackground,
  smallStone,
  sparkle,
  stone,
  stoneGradient,
  stoneOutline,
  zoom,
  type Artwork,
  type Point,
} from "./svg-parts.ts";

export const PIECE_CANVAS = 800;
const canvas = { width: PIECE_CANVAS, height: PIECE_CANVAS };

const gold = metalPalettes["yellow-gold"];
const whiteGold = metalPalettes["white-gold"];
const roseGold = metalPalettes["rose-gold"];
const platinum = metalPalettes.platinum;

const hand = (c: Point, degrees: number, length: number, width: number, colour: string) => {
  const a = (degrees * Math.PI) / 180;
  const tip: Point = [c[0] + length * Math.sin(a), c[1] - length * Math.cos(a)];
  return line(c, tip, `stroke="${colour}" stroke-width="${width}" stroke-linecap="round"`);
};

/**
 * A gold watch with a diamond bezel and a midnight dial at 10:10, the pose watches are always
 * photographed in. `id` prefixes gradient ids so two watches can share a document.
 */
export function watchArtwork(c: Point, r: number, id: string): Artwork {
  const [cx, cy] = c;
  const defs = [
    metalGradient(`${id}-gold`, gold),
    stoneGradient(`${id}-stone`),
    `<linearGradient id="${id}-strap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2a1c14"/><stop offset="0.5" stop-color="#4a3324"/><stop offset="1" stop-color="#2a1c14"/></linearGradient>`,
    `<radialGradient id="${id}-dial" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#2d4f86"/><stop offset="1" stop-color="#0b1a33"/></radialGradient>`,
  ].join("");
  const strapW = r * 1.1;
  const stitch = `stroke="#c9a97a" stroke-width="2" stroke-dasharray="7 6" opacity="0.8"`;
  const parts = [
    `<rect x="${cx - strapW / 2}" y="${cy - r * 2.4}" width="${strapW}" height="${r * 4.8}" rx="${r * 0.18}" fill="url(#${id}-strap)"/>`,
    line([cx - strapW / 2 + 10, cy - r * 2.4], [cx - strapW / 2 + 10, cy + r * 2.4], stitch),
    line([cx + strapW / 2 - 10, cy - r * 2.4], [cx + strapW / 2 - 10, cy + r * 2.4], stitch),
    `<rect x="${cx + r * 0.95}" y="${cy - r * 0.1}" width="${r * 0.16}" height="${r * 0.2}" rx="4" fill="url(#${id}-gold)"/>`,
    circle(cx, cy, r, `fill="url(#${id}-gold)" stroke="${gold.dark}" stroke-width="2"`),
  ];
  for (let i = 0; i < 36; i++) {
    const a = (i * Math.PI * 2) / 36;
    const p: Point = [cx + r * 0.89 * Math.sin(a), cy - r * 0.89 * Math.cos(a)];
    parts.push(smallStone(p[0], p[1], r * 0.068, `${id}-stone`, gold.dark));
  }
  parts.push(
    circle(cx, cy, r * 0.79, `fill="url(#${id}-dial)" stroke="${gold.dark}" stroke-width="3"`),
  );
  for (let hour = 0; hour < 12; hour++) {
    const a = (hour * Math.PI) / 6;
    const from: Point = [cx + r * 0.6 * Math.sin(a), cy - r * 0.6 * Math.cos(a)];
    const to: Point = [cx + r * 0.72 * Math.sin(a), cy - r * 0.72 * Math.cos(a)];
    parts.push(
      line(
        from,
        to,
        `stroke="${gold.light}" stroke-width="${hour === 0 ? r * 0.05 : r * 0.03}" stroke-linecap="round"`,
      ),
    );
  }
  parts.push(
    hand(c, 305, r * 0.42, r * 0.045, gold.light),
    hand(c, 60, r * 0.62, r * 0.03, gold.light),
    hand(c, 200, r * 0.68, r * 0.012, "#c0392b"),
    circle(cx, cy, r * 0.05, `fill="${gold.base}"`),
    sparkle(cx - r * 0.62, cy - r * 0.62, r * 0.12),
    sparkle(cx + r * 0.7, cy + r * 0.5, r * 0.09),
  );
  return { defs, body: parts.join("") };
}

function pendant(): string {
  const chain = `fill="none" stroke="url(#wg)" stroke-width="5" stroke-dasharray="10 5" stroke-linecap="round"`;
  const c: Point = [400, 490];
  const size = 78;
  return [
    `<path d="M150,-10 C190,200 320,300 392,350" ${chain}/>`,
    `<path d="M650,-10 C610,200 480,300 408,350" ${chain}/>`,
    `<rect x="388" y="340" width="24" height="52" rx="11" fill="url(#wg)" stroke="${whiteGold.dark}" stroke-width="1.5"/>`,
    haloSetting("round-brilliant", c, size, { metal: "wg", stone: "stone" }, whiteGold.dark),
    stone("round-brilliant", c, size, "stone"),
    prongs("round-brilliant", c, size, "wg"),
  ].join("");
}

function bracelet(): string {
  const c: Point = [400, 400];
  const stones = Array.from({ length: 32 }, (_, i) => (i * Math.PI * 2) / 32).map((a) => {
    const depth = (Math.sin(a) + 1) / 2; // 0 at the back, 1 at the front
    return { x: c[0] + 290 * Math.cos(a), y: c[1] + 170 * Math.sin(a), s: 14 + 8 * depth, depth };
  });
  // Back stones first, so the front of the bracelet overlaps them.
  stones.sort((a, b) => a.depth - b.depth);
  const parts = stones.map(({ x, y, s, depth }) =>
    [
      circle(x, y, s * 1.3, `fill="url(#pt)" opacity="${(0.75 + depth * 0.25).toFixed(2)}"`),
      smallStone(x, y, s, "stone", "#9db0c4"),
      depth > 0.8 ? sparkle(x - s * 0.3, y - s * 0.3, s * 0.5) : "",
    ].join(""),
  );
  parts.push(
    `<rect x="378" y="558" width="44" height="28" rx="6" fill="url(#pt)" stroke="${platinum.dark}" stroke-width="1.5"/>`,
  );
  const wire = `<ellipse cx="400" cy="400" rx="290" ry="170" fill="none" stroke="url(#pt)" stroke-width="6"/>`;
  return groundShadow(400, 630, 320, 26) + wire + parts.join("");
}

function earrings(): string {
  return [300, 500]
    .map((x) => {
      const drop: Point = [x, 420];
      const bezel = stoneOutline("emerald", drop, 64);
      const points = bezel.points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" ");
      return [
        `<path d="M${x},262 L${x},200 A34,34 0 0 1 ${x + 68},200 L${x + 68},236" fill="none" stroke="url(#rg)" stroke-width="5" stroke-linecap="round"/>`,
        circle(x, 275, 20, `fill="url(#rg)"`),
        stone("round-brilliant", [x, 275], 14, "stone"),
        line([x, 292], [x, 360], `stroke="${roseGold.base}" stroke-width="5"`),
        `<polygon points="${points}" fill="url(#rg)" stroke="${roseGold.dark}" stroke-width="1.5"/>`,
        stone("emerald", drop, 56, "stone"),
      ].join("");
    })
    .join("");
}

function giftBox(): string {
  return [
    groundShadow(400, 630, 250, 22),
    `<polygon points="200,430 600,430 570,210 230,210" fill="#2b3d63"/>`,
    `<polygon points="222,420 578,420 552,232 248,232" fill="url(#satin)"/>`,
    circle(400, 408, 46, `fill="none" stroke="url(#yg)" stroke-width="10"`),
    circle(400, 352, 22, `fill="url(#yg)"`),
    stone("round-brilliant", [400, 352], 17, "stone"),
    `<rect x="200" y="430" width="400" height="190" rx="12" fill="url(#velvet)"/>`,
    `<ellipse cx="400" cy="452" rx="170" ry="20" fill="#0f1729"/>`,
    `<rect x="200" y="540" width="400" height="7" fill="${gold.base}" opacity="0.85"/>`,
  ].join("");
}

const backgrounds: Record<PieceDrawing, [string, string]> = {
  pendant: ["#fbf4f1", "#ead8d2"],
  "pendant-close": ["#fbf4f1", "#ead8d2"],
  watch: ["#f4f5f7", "#d5dae1"],
  "watch-dial": ["#f4f5f7", "#d5dae1"],
  bracelet: ["#fbf8f2", "#e5dccd"],
  earrings: ["#f8f3f6", "#e2d5de"],
  "gift-box": ["#faf6f0", "#e4d9cb"],
};

export function pieceArtwork(piece: PieceDrawing): Artwork {
  const [inner, outer] = backgrounds[piece];
  const watch = watchArtwork([400, 400], 190, "w");
  const defs = [
    softBackground("bg", inner, outer),
    metalGradient("wg", whiteGold),
    metalGradient("yg", gold),
    metalGradient("rg", roseGold),
    metalGradient("pt", platinum),
    stoneGradient("stone"),
    `<linearGradient id="satin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5efe6"/><stop offset="1" stop-color="#d8cab6"/></linearGradient>`,
    `<linearGradient id="velvet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#26365a"/><stop offset="1" stop-color="#121a2d"/></linearGradient>`,
    piece === "watch" || piece === "watch-dial" ? watch.defs : "",
  ].join("");
  const drawings: Record<PieceDrawing, () => string> = {
    pendant,
    "pendant-close": () => zoom(pendant(), [400, 450], 1.6, canvas),
    watch: () => watch.body,
    "watch-dial": () => zoom(watch.body, [400, 400], 1.9, canvas),
    bracelet,
    earrings: () => zoom(earrings(), [400, 330], 1.35, canvas),
    "gift-box": giftBox,
  };
  return { defs, body: rect(PIECE_CANVAS, PIECE_CANVAS, "url(#bg)") + drawings[piece]() };
}
