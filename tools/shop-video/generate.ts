/**
 * Makes the shop-location clip of the home page (docs/product.md §2, "Shop location") from
 * the drawings beside this file: two scenes rendered with sharp, a slow zoom over each
 * (ffmpeg zoompan), cross-faded, and faded back to the first frame so the clip loops
 * without a jump. Writes app/assets/video/shop-location.{mp4,webm} and the poster
 * app/assets/video/shop-location-poster.webp, which are committed: CI never runs this.
 * app/components/home/shop-video.tsx imports them, and the build names each by its content.
 *
 *   apt-get install -y ffmpeg && node tools/shop-video/generate.ts
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { display, shopfront } from "./drawings.ts";

const out = resolve(import.meta.dirname, "../../app/assets/video");
const FPS = 25;
/** Seconds of each scene's zoom, and of each cross-fade. */
const SCENE = 5;
const FADE = 1;
const SIZE = "1280x720";

const work = await mkdtemp(join(tmpdir(), "shop-video-"));
try {
  await mkdir(out, { recursive: true });
  const front = join(work, "front.png");
  const window = join(work, "window.png");
  await sharp(Buffer.from(shopfront())).png().toFile(front);
  await sharp(Buffer.from(display())).png().toFile(window);

  const frames = SCENE * FPS;
  const zoom = (to: number) =>
    `zoompan=z='1+${to}*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${SIZE}:fps=${FPS},setsar=1,format=yuv420p`;
  const still = `scale=${SIZE},fps=${FPS},setsar=1,format=yuv420p`;
  // Scene 1 zooms in, fades into scene 2, which zooms in and fades back to scene 1's first
  // frame (the still): the last frame is the first, so a loop does not jump.
  const filter = [
    `[0:v]${zoom(0.18)}[a]`,
    `[1:v]${zoom(0.14)}[b]`,
    `[2:v]${still}[c]`,
    `[a][b]xfade=transition=fade:duration=${FADE}:offset=${SCENE - FADE}[ab]`,
    `[ab][c]xfade=transition=fade:duration=${FADE}:offset=${2 * SCENE - 2 * FADE},format=yuv420p[v]`,
  ].join(";");
  const inputs = [
    ["-loop", "1", "-framerate", String(FPS), "-t", String(SCENE), "-i", front],
    ["-loop", "1", "-framerate", String(FPS), "-t", String(SCENE), "-i", window],
    ["-loop", "1", "-framerate", String(FPS), "-t", String(FADE), "-i", front],
  ].flat();
  const encode = (file: string, codec: string[]) => {
    execFileSync(
      "ffmpeg",
      [
        "-y",
        "-loglevel",
        "error",
        ...inputs,
        "-filter_complex",
        filter,
        "-map",
        "[v]",
        "-an",
        "-pix_fmt",
        "yuv420p",
      ].concat(codec, [join(out, file)]),
      { stdio: "inherit" },
    );
  };
  encode("shop-location.mp4", [
    ...["-c:v", "libx264", "-preset", "slow", "-crf", "28", "-profile:v", "high"],
    ...["-movflags", "+faststart"],
  ]);
  encode("shop-location.webm", [
    ...["-c:v", "libvpx-vp9", "-crf", "38", "-b:v", "0", "-row-mt", "1", "-deadline", "good"],
  ]);

  // WebP only: a <video> takes one poster address, and every browser that plays these reads WebP.
  await sharp(front)
    .resize(1280, 720)
    .webp({ quality: 70 })
    .toFile(join(out, "shop-location-poster.webp"));

  for (const file of ["shop-location.mp4", "shop-location.webm", "shop-location-poster.webp"]) {
    console.log(file, `${Math.round((await stat(join(out, file))).size / 1024)} KB`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
