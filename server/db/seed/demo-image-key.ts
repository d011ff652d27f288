import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { DiamondShape, RingDesign, RingMetal } from "#server/db/schema.ts";

/**
 * How the demo catalogue names its pictures. The catalogue asks for a picture by what it shows;
 * the drawing tool (tools/demo-art) writes each picture to a file named after its key, and the
 * seed copies that file. Both go through this module, so the two can never disagree on a name.
 */

/** The special editions' pictures, plus the gift box shown with many pieces. */
export const pieceDrawings = [
  "pendant",
  "pendant-close",
  "watch",
  "watch-dial",
  "bracelet",
  "earrings",
  "gift-box",
] as const;
export type PieceDrawing = (typeof pieceDrawings)[number];

/** Wide showroom compositions for the home page's attract carousel. */
export const sceneDrawings = ["ring-showcase", "gold-bars", "diamonds", "watch"] as const;
export type SceneDrawing = (typeof sceneDrawings)[number];

export type DemoImage =
  | { kind: "ring"; shape: DiamondShape; design: RingDesign; metal: RingMetal }
  | { kind: "ring-top"; shape: DiamondShape; metal: RingMetal }
  | { kind: "piece"; piece: PieceDrawing }
  | { kind: "scene"; scene: SceneDrawing };

/**
 * A kebab-case name that only depends on what the picture shows, e.g.
 * `ring-oval-halo-rose-gold`. Two specs with the same key are the same picture and share a file.
 */
export function demoImageKey(image: DemoImage): string {
  switch (image.kind) {
    case "ring":
      return `ring-${image.shape}-${image.design}-${image.metal}`;
    case "ring-top":
      return `ring-top-${image.shape}-${image.metal}`;
    case "piece":
      return `piece-${image.piece}`;
    case "scene":
      return `scene-${image.scene}`;
  }
}

/** The picture's file name in the demo-art folder. */
export function demoImageFile(image: DemoImage): string {
  return `${demoImageKey(image)}.webp`;
}

/** Where the pictures are committed, relative to the project root. */
export const DEMO_ART_FOLDER = "server/db/seed/demo-art";

/**
 * The demo-art folder's absolute path. It is found from the project root (the nearest folder with
 * a package.json) rather than from this file, because this code runs at two depths: from source
 * (tests, the tool) and bundled into build/server/index.js by `npm run build`.
 */
export function demoArtDir(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(from)}`);
    dir = parent;
  }
  return join(dir, DEMO_ART_FOLDER);
}
