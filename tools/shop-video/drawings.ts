import {
  metalGradient,
  metalPalettes,
  rect,
  softBackground,
  sparkle,
  stone,
  stoneGradient,
  svgDocument,
} from "#tools/demo-art/svg-parts.ts";

/** Both scenes are drawn at twice the clip's size, so the slow zoom stays sharp. */
export const WIDTH = 2560;
export const HEIGHT = 1440;

/** An Antwerp shopfront at dusk: a stepped gable, a lit window of rings, the shop's sign. */
export function shopfront(): string {
  const brick = "#8a4b3a";
  const sandstone = "#d8cdb8";
  const gable = [
    [560, 1060],
    [560, 330],
    [700, 330],
    [700, 240],
    [840, 240],
    [840, 150],
    [1000, 150],
    [1000, 60],
    [1560, 60],
    [1560, 150],
    [1720, 150],
    [1720, 240],
    [1860, 240],
    [1860, 330],
    [2000, 330],
    [2000, 1060],
  ]
    .map(([x, y]) => `${x},${y}`)
    .join(" ");
  const upperWindows = [700, 1040, 1380, 1720]
    .map(
      (x) =>
        `<rect x="${x}" y="420" width="140" height="230" fill="#f3c97a" opacity="0.85"/>` +
        `<rect x="${x - 12}" y="408" width="164" height="254" fill="none" stroke="${sandstone}" stroke-width="14"/>` +
        `<line x1="${x + 70}" y1="420" x2="${x + 70}" y2="650" stroke="${sandstone}" stroke-width="8"/>`,
    )
    .join("");
  const rings = [840, 1060, 1280, 1500, 1720]
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="1020" r="46" fill="none" stroke="url(#gold)" stroke-width="14"/>` +
        stone(i % 2 === 0 ? "round-brilliant" : "princess", [x, 966], 30, "diamond") +
        sparkle(x + 30, 940, 22),
    )
    .join("");
  const lamp =
    `<rect x="2250" y="560" width="18" height="760" fill="#2b2b33"/>` +
    `<rect x="2215" y="500" width="88" height="80" rx="10" fill="#f6dd9c"/>` +
    `<circle cx="2259" cy="540" r="160" fill="url(#glow)"/>`;
  return svgDocument(WIDTH, HEIGHT, {
    defs:
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c2340"/><stop offset="0.7" stop-color="#5a4a6e"/><stop offset="1" stop-color="#c98a6b"/></linearGradient>` +
      softBackground("window", "#fff1cf", "#d7a24c") +
      `<radialGradient id="glow"><stop offset="0" stop-color="#ffe8a8" stop-opacity="0.7"/><stop offset="1" stop-color="#ffe8a8" stop-opacity="0"/></radialGradient>` +
      metalGradient("gold", metalPalettes["yellow-gold"]) +
      stoneGradient("diamond"),
    body: [
      rect(WIDTH, HEIGHT, "url(#sky)"),
      `<rect x="0" y="300" width="560" height="1020" fill="#4a3f4f"/>`,
      `<rect x="2000" y="380" width="560" height="940" fill="#3f3746"/>`,
      `<polygon points="${gable}" fill="${brick}"/>`,
      `<rect x="560" y="700" width="1440" height="40" fill="${sandstone}"/>`,
      upperWindows,
      // The sign over the window.
      `<rect x="760" y="770" width="1040" height="90" rx="8" fill="#1d1d24"/>`,
      `<text x="1280" y="830" text-anchor="middle" font-family="serif" font-size="54" letter-spacing="6" fill="#e6c06a">SCHELDE GOLD &amp; DIAMONDS</text>`,
      // The window and its display.
      `<rect x="700" y="890" width="1160" height="260" fill="url(#window)"/>`,
      `<rect x="700" y="1070" width="1160" height="80" fill="#5b1f2c"/>`,
      rings,
      `<rect x="690" y="880" width="1180" height="280" fill="none" stroke="#1d1d24" stroke-width="20"/>`,
      // The door and the pavement.
      `<rect x="1880" y="880" width="110" height="440" fill="#2a2a35"/>`,
      `<circle cx="1972" cy="1110" r="8" fill="#e6c06a"/>`,
      `<rect x="0" y="1160" width="${WIDTH}" height="280" fill="#6c6a70"/>`,
      `<rect x="0" y="1320" width="${WIDTH}" height="120" fill="#4b4a52"/>`,
      ...Array.from(
        { length: 16 },
        (_, i) =>
          `<line x1="${i * 170}" y1="1160" x2="${i * 170 - 60}" y2="1320" stroke="#5a585e" stroke-width="4"/>`,
      ),
      lamp,
    ].join(""),
  });
}

/** The window's display up close: diamonds on dark velvet, catching the light. */
export function display(): string {
  const stones = (
    [
      ["round-brilliant", 640, 620, 170],
      ["princess", 1280, 560, 200],
      ["oval", 1920, 640, 170],
      ["emerald", 960, 1040, 140],
      ["round-brilliant", 1600, 1060, 150],
    ] as const
  )
    .map(([shape, x, y, size]) => stone(shape, [x, y], size, "diamond"))
    .join("");
  const glints = [
    [420, 300, 40],
    [1100, 260, 30],
    [2200, 360, 46],
    [760, 1260, 26],
    [2050, 1200, 34],
  ]
    .map(([x, y, s]) => sparkle(x ?? 0, y ?? 0, s ?? 0, 0.7))
    .join("");
  return svgDocument(WIDTH, HEIGHT, {
    defs: softBackground("velvet", "#6b2335", "#1a0a10") + stoneGradient("diamond"),
    body: rect(WIDTH, HEIGHT, "url(#velvet)") + stones + glints,
  });
}
