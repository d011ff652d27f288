import { useTranslation } from "#app/i18n/use-translation.ts";
import { useCarousel, wrapIndex } from "#app/lib/use-carousel.ts";
import { MediaImage } from "#app/components/ui/media-image.tsx";

/**
 * The admin's attract pictures (docs/product.md §2, About): one at a time, the next every
 * 3.5 s when there are several, held while the pointer or focus is on it and still with
 * reduced motion (useCarousel). The dots pick a picture; focusing them holds it too. The
 * pictures come without a description, so their alt says what they are and which one.
 */
export function AttractCarousel({ urls }: { urls: string[] }) {
  const { t } = useTranslation("home");
  const count = urls.length;
  const carousel = useCarousel(count, 3500);
  const { index } = carousel;
  if (count === 0) return null;
  // The next picture is in the page already (unseen), so it is loaded before its turn.
  const next = wrapIndex(index, 1, count);
  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={t("about.pictures")}
      {...carousel.holdProps}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-ink-soft">
        {urls.map((url, i) =>
          i === index || i === next ? (
            <MediaImage
              key={i}
              url={url}
              largest={1280}
              sizes="(min-width: 1024px) 50vw, 100vw"
              width={1280}
              height={960}
              loading="lazy"
              alt={t("about.picture", { index: i + 1, count })}
              aria-hidden={i !== index}
              className={`absolute size-full object-cover transition-opacity duration-700 motion-reduce:transition-none ${i === index ? "" : "opacity-0"}`}
            />
          ) : null,
        )}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex justify-center">
          {urls.map((url, i) => (
            <button
              key={i}
              type="button"
              aria-label={t("about.showPicture", { index: i + 1, count })}
              aria-current={i === index}
              onClick={() => {
                carousel.go(i);
              }}
              className="flex size-8 items-center justify-center"
            >
              <span
                className={`size-2.5 rounded-full border border-gold-deep ${i === index ? "bg-gold-deep" : ""}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
