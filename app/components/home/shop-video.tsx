import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { Button } from "#app/components/ui/button.tsx";
// Made by tools/shop-video/generate.ts; WebM is the smaller, MP4 plays everywhere. Imported as
// URLs, so the build names them by their content and browsers may keep them for a year.
import posterUrl from "#app/assets/video/shop-location-poster.webp?url&no-inline";
import mp4Url from "#app/assets/video/shop-location.mp4?url&no-inline";
import webmUrl from "#app/assets/video/shop-location.webm?url&no-inline";

/**
 * The shop's clip (docs/product.md §2, Shop location): muted, it plays while at least half
 * of it is visible and pauses otherwise. For a visitor who asks for reduced motion it never
 * starts by itself; the player's controls start it. Nothing is downloaded before it plays
 * (`preload="none"`, the poster aside). A clip that cannot load leaves a panel saying so;
 * one that has ended leaves an invitation and a way to watch it again.
 */
export function ShopVideo() {
  const { t } = useTranslation("home");
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<"playing" | "failed" | "ended">("playing");

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // React renders no `muted` attribute on the server nor sets it when hydrating (React
    // issue 10389), and browsers play by themselves only what is muted.
    element.muted = true;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      // Set on the element, not rendered: the server cannot know the visitor's preference.
      element.controls = true;
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) element.pause();
        else if (!element.ended) element.play().catch(() => undefined); // a failed load shows its panel
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  const frame = "relative aspect-video w-full overflow-hidden rounded-lg bg-ink shadow-sm";
  if (state === "failed") {
    return (
      <div
        className={`${frame} flex flex-col items-center justify-center gap-2 p-6 text-center text-white`}
      >
        <p className="font-serif text-2xl">{t("location.unavailable")}</p>
        <p className="max-w-md text-sm text-white/85">{t("location.unavailableHint")}</p>
      </div>
    );
  }
  const failed = () => {
    setState("failed");
  };
  return (
    <div className={frame}>
      <video
        ref={video}
        aria-label={t("location.video")}
        poster={posterUrl}
        preload="none"
        muted
        playsInline
        width={1280}
        height={720}
        className="h-full w-full object-cover"
        onEnded={() => {
          setState("ended");
        }}
        onPlay={() => {
          setState("playing");
        }}
      >
        <source src={webmUrl} type="video/webm" />
        {/* The last source failing means none could play. */}
        <source src={mp4Url} type="video/mp4" onError={failed} />
      </video>
      {state === "ended" ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink/75 p-6 text-center text-white">
          <p className="font-serif text-3xl">{t("location.ended")}</p>
          <p className="max-w-md">{t("location.endedText")}</p>
          <Button
            variant="gold"
            size="sm"
            onClick={() => {
              const element = video.current;
              if (!element) return;
              element.currentTime = 0;
              element.play().catch(() => undefined);
            }}
          >
            {t("location.replay")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
