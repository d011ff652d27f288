import type { DemoImage } from "#server/db/seed/demo-image-key.ts";
import { PIECE_CANVAS, pieceArtwork } from "./piece-drawings.ts";
import { RING_CANVAS, ringFront, ringTop } from "./ring-drawings.ts";
import { SCENE_HEIGHT, SCENE_WIDTH, sceneArtwork } from "./scene-drawings.ts";
import { svgDocument } from "./svg-parts.ts";

/** The complete SVG document for a picture the catalogue asks for. */
export function demoImageSvg(image: DemoImage): string {
  switch (image.kind) {
    case "ring":
      return svgDocument(RING_CANVAS, RING_CANVAS, ringFront(image));
    case "ring-top":
      return svgDocument(RING_CANVAS, RING_CANVAS, ringTop(image.shape, image.metal));
    case "piece":
      return svgDocument(PIECE_CANVAS, PIECE_CANVAS, pieceArtwork(image.piece));
    case "scene":
      return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, sceneArtwork(image.scene));
  }
}
