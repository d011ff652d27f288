import { business } from "#server/business.ts";
import { ringArtwork } from "#tools/demo-art/ring-drawings.ts";
import { groundShadow, metalPalettes, sparkle, svgDocument } from "#tools/demo-art/svg-parts.ts";

/** Open Graph's recommended size: shown whole by Facebook, LinkedIn and large Twitter cards. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const gold = metalPalettes["yellow-gold"];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The picture a shared link shows when its page has none of its own: the shop's name in gold
 * on the site's ink colour, beside a ring from the demo drawings. Names only, no sentence, so
 * one picture serves all three languages (its alt text is translated: seo messages).
 */
export function ogImageSvg(): string {
  // The ring drawing is made for an 800 × 800 canvas; it is scaled into the right half.
  const ring = ringArtwork({ shape: "oval", design: "halo", metal: "yellow-gold" }, "og");
  const serif = "'Playfair Display', 'DejaVu Serif', 'Liberation Serif', serif";
  const sans = "Inter, 'DejaVu Sans', 'Liberation Sans', sans-serif";
  // "Schelde" above "Gold & Diamonds": the name on two lines fits beside the ring.
  const [first = "", ...rest] = business.name.split(" ");
  const defs =
    ring.defs +
    `<radialGradient id="og-bg" cx="0.72" cy="0.45" r="0.8"><stop offset="0" stop-color="#263247"/><stop offset="1" stop-color="#111827"/></radialGradient>`;
  const body = [
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#og-bg)"/>`,
    `<rect x="24" y="24" width="${OG_WIDTH - 48}" height="${OG_HEIGHT - 48}" fill="none" stroke="${gold.base}" stroke-opacity="0.45" stroke-width="2"/>`,
    `<g transform="translate(700 40) scale(0.66)">${groundShadow(400, 690, 210, 20)}${ring.body}</g>`,
    sparkle(1010, 150, 26),
    sparkle(760, 120, 16, 0.7),
    `<text x="84" y="250" font-family="${serif}" font-size="64" fill="${gold.light}">${escapeXml(first)}</text>`,
    `<text x="84" y="330" font-family="${serif}" font-size="64" fill="${gold.base}">${escapeXml(rest.join(" "))}</text>`,
    `<rect x="86" y="372" width="120" height="3" fill="${gold.base}"/>`,
    `<text x="84" y="430" font-family="${sans}" font-size="30" letter-spacing="6" fill="#f3efe6">${business.city.toUpperCase()}</text>`,
  ].join("");
  return svgDocument(OG_WIDTH, OG_HEIGHT, { defs, body });
}
