import type { DiamondShape, RingMetal } from "#server/db/schema.ts";

/** Building blocks shared by the demo drawings. Coordinates are SVG user units (= pixels). */

export type Point = readonly [number, number];

export interface Artwork {
  defs: string;
  body: string;
}

export interface MetalPalette {
  base: string;
  light: string;
  dark: string;
}

const n = (value: number) => value.toFixed(1);

export function svgDocument(width: number, height: number, art: Artwork): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${art.defs}</defs>${art.body}</svg>`;
}

/** Blends two #rrggbb colours; `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount)
      .toString(16)
      .padStart(2, "0"),
  );
  return `#${parts.join("")}`;
}

function palette(base: string): MetalPalette {
  return { base, light: mix(base, "#ffffff", 0.55), dark: mix(base, "#000000", 0.35) };
}

export const metalPalettes: Record<RingMetal, MetalPalette> = {
  "white-gold": palette("#dfe3e8"),
  "yellow-gold": palette("#d4af37"),
  "rose-gold": palette("#d8927a"),
  platinum: palette("#c9ccd1"),
};

/** A polished-metal look: light and dark bands across the object's bounding box. */
export function metalGradient(id: string, metal: MetalPalette, vertical = false): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${metal.light}"/><stop offset="0.35" stop-color="${metal.base}"/><stop offset="0.6" stop-color="${metal.dark}"/><stop offset="0.8" stop-color="${metal.base}"/><stop offset="1" stop-color="${metal.light}"/></linearGradient>`;
}

export function stoneGradient(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#e6eef6"/><stop offset="0.7" stop-color="#bccbdb"/><stop offset="1" stop-color="#f4f8fc"/></linearGradient>`;
}

export function softBackground(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

export function rect(width: number, height: number, fill: string): string {
  return `<rect width="${width}" height="${height}" fill="${fill}"/>`;
}

/** A soft contact shadow without a blur filter, which would cost more to render than the rest. */
export function groundShadow(cx: number, cy: number, rx: number, ry: number): string {
  return [1, 0.75, 0.5]
    .map(
      (k) =>
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * k)}" ry="${n(ry * k)}" fill="#3a2f25" opacity="0.07"/>`,
    )
    .join("");
}

export function polygon(points: readonly Point[], attributes: string): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" ${attributes}/>`;
}

export function line(a: Point, b: Point, attributes: string): string {
  return `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" ${attributes}/>`;
}

export function circle(cx: number, cy: number, r: number, attributes: string): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attributes}/>`;
}

/** A four-pointed glint, the universal "this sparkles" mark. */
export function sparkle(cx: number, cy: number, size: number, opacity = 0.9): string {
  const s = size;
  const w = size * 0.18;
  const d = `M${n(cx)},${n(cy - s)} L${n(cx + w)},${n(cy - w)} L${n(cx + s)},${n(cy)} L${n(cx + w)},${n(cy + w)} L${n(cx)},${n(cy + s)} L${n(cx - w)},${n(cy + w)} L${n(cx - s)},${n(cy)} L${n(cx - w)},${n(cy - w)} Z`;
  return `<path d="${d}" fill="#ffffff" opacity="${opacity}"/>`;
}

const scale = (points: readonly Point[], c: Point, k: number): Point[] =>
  points.map(([x, y]) => [c[0] + (x - c[0]) * k, c[1] + (y - c[1]) * k] as const);

const midpoint = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

function ellipsePoints(c: Point, rx: number, ry: number, count: number, phase: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = phase + (i * 2 * Math.PI) / count;
    return [c[0] + rx * Math.cos(angle), c[1] + ry * Math.sin(angle)] as const;
  });
}

function cutCornerRect(c: Point, halfW: number, halfH: number, cut: number): Point[] {
  const [x, y] = c;
  return [
    [x - halfW + cut, y - halfH],
    [x + halfW - cut, y - halfH],
    [x + halfW, y - halfH + cut],
    [x + halfW, y + halfH - cut],
    [x + halfW - cut, y + halfH],
    [x - halfW + cut, y + halfH],
    [x - halfW, y + halfH - cut],
    [x - halfW, y - halfH + cut],
  ];
}

/**
 * The stone's outline seen from above, as a polygon (8 points for the faceting) and how far it
 * reaches, so settings and halos can be drawn around any of the four shapes.
 */
export function stoneOutline(shape: DiamondShape, c: Point, size: number) {
  switch (shape) {
    case "round-brilliant":
      return { points: ellipsePoints(c, size, size, 8, Math.PI / 8), rx: size, ry: size };
    case "oval":
      return {
        points: ellipsePoints(c, size * 0.72, size, 8, Math.PI / 8),
        rx: size * 0.72,
        ry: size,
      };
    case "princess":
      return {
        points: cutCornerRect(c, size * 0.86, size * 0.86, 0.01),
        rx: size * 0.86,
        ry: size * 0.86,
      };
    case "emerald":
      return {
        points: cutCornerRect(c, size * 0.68, size, size * 0.2),
        rx: size * 0.68,
        ry: size,
      };
  }
}

/** `count` points evenly spread around a shape's outline, for halos and bezels. */
export function pointsAround(shape: DiamondShape, c: Point, size: number, count: number): Point[] {
  const outline = stoneOutline(shape, c, size);
  if (shape === "round-brilliant" || shape === "oval") {
    return ellipsePoints(c, outline.rx, outline.ry, count, 0);
  }
  const corners = outline.points;
  const edges = corners.map((a, i) => [a, corners[(i + 1) % corners.length] ?? a] as const);
  const lengths = edges.map(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1]));
  const total = lengths.reduce((sum, l) => sum + l, 0);
  const result: Point[] = [];
  let edge = 0;
  let walked = 0;
  for (let i = 0; i < count; i++) {
    const target = (i * total) / count;
    while (edge < edges.length - 1 && walked + (lengths[edge] ?? 0) < target) {
      walked += lengths[edge] ?? 0;
      edge++;
    }
    const [a, b] = edges[edge] ?? [c, c];
    const t = (target - walked) / (lengths[edge] ?? 1);
    result.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return result;
}

/** A faceted stone seen from above: outline, table and the facet lines between them. */
export function stone(shape: DiamondShape, c: Point, size: number, fillId: string): string {
  const { points, rx, ry } = stoneOutline(shape, c, size);
  const strokes = 'stroke="#8fa5bb" stroke-width="1.2" stroke-opacity="0.75"';
  const facet = `${strokes} fill="none"`;
  const outlineAttrs = `fill="url(#${fillId})" stroke="#9db0c4" stroke-width="1.5"`;
  const outline =
    shape === "round-brilliant" || shape === "oval"
      ? `<ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(rx)}" ry="${n(ry)}" ${outlineAttrs}/>`
      : polygon(points, outlineAttrs);
  const table = scale(points, c, shape === "emerald" ? 0.5 : 0.55);
  const parts = [outline, polygon(table, `fill="#ffffff" fill-opacity="0.35" ${strokes}`)];
  if (shape === "emerald") {
    // Step cut: concentric steps instead of a star of facets.
    parts.push(polygon(scale(points, c, 0.76), facet));
    points.forEach((p, i) => parts.push(line(p, table[i] ?? c, facet)));
  } else {
    points.forEach((p, i) => {
      const next = points[(i + 1) % points.length] ?? p;
      const tableNext = table[(i + 1) % table.length] ?? c;
      const star = midpoint(p, next);
      parts.push(line(table[i] ?? c, p, facet), line(table[i] ?? c, star, facet));
      parts.push(line(tableNext, star, facet));
    });
  }
  parts.push(sparkle(c[0] - rx * 0.3, c[1] - ry * 0.35, Math.min(rx, ry) * 0.28, 0.85));
  return parts.join("");
}

/** Claws at the stone's four "corners", drawn over the girdle. */
export function prongs(shape: DiamondShape, c: Point, size: number, fillId: string): string {
  const { points, rx, ry } = stoneOutline(shape, c, size);
  const at = (i: number) => points[i] ?? c;
  const claws =
    shape === "round-brilliant" || shape === "oval"
      ? ellipsePoints(c, rx, ry, 4, Math.PI / 4)
      : shape === "princess"
        ? [at(0), at(2), at(4), at(6)]
        : [
            midpoint(at(7), at(0)),
            midpoint(at(1), at(2)),
            midpoint(at(3), at(4)),
            midpoint(at(5), at(6)),
          ];
  const attributes = `fill="url(#${fillId})" stroke="#00000022" stroke-width="1"`;
  return claws.map(([x, y]) => circle(x, y, size * 0.11, attributes)).join("");
}

/** A melee diamond, too small for facet lines: a table and a glint are enough to read as one. */
export function smallStone(
  cx: number,
  cy: number,
  r: number,
  fillId: string,
  edge: string,
): string {
  const table = ellipsePoints([cx, cy], r * 0.55, r * 0.55, 8, Math.PI / 8);
  return [
    circle(cx, cy, r, `fill="url(#${fillId})" stroke="${edge}" stroke-width="1"`),
    polygon(table, 'fill="#ffffff" fill-opacity="0.5" stroke="#8fa5bb" stroke-width="0.8"'),
    circle(cx - r * 0.35, cy - r * 0.35, r * 0.16, 'fill="#ffffff"'),
  ].join("");
}

/** A metal plate ringed with small diamonds, drawn behind a centre stone of `size`. */
export function haloSetting(
  shape: DiamondShape,
  c: Point,
  size: number,
  ids: { metal: string; stone: string },
  edge: string,
): string {
  const plate = stoneOutline(shape, c, size * 1.42);
  const parts = [
    shape === "round-brilliant" || shape === "oval"
      ? `<ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(plate.rx)}" ry="${n(plate.ry)}" fill="url(#${ids.metal})"/>`
      : polygon(plate.points, `fill="url(#${ids.metal})"`),
  ];
  for (const [x, y] of pointsAround(shape, c, size * 1.25, 18)) {
    parts.push(smallStone(x, y, size * 0.15, ids.stone, edge));
  }
  return parts.join("");
}

/** Shows `body` (drawn on a canvas of the given size) enlarged `k` times around (cx, cy). */
export function zoom(
  body: string,
  focus: Point,
  k: number,
  canvas: { width: number; height: number },
): string {
  return `<g transform="translate(${canvas.width / 2} ${canvas.height / 2}) scale(${k}) translate(${-focus[0]} ${-focus[1]})">${body}</g>`;
}
