import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { MediaImage } from "#app/components/ui/media-image.tsx";

/**
 * The pictures of a piece: one large, the others as buttons below it. The first is shown
 * first; a new piece (another metal) starts again at its first, since the caller keys it.
 */
export function ProductGallery({ name, images }: { name: string; images: { url: string }[] }) {
  const { t } = useTranslation("shop");
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];
  if (!shown) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-lg bg-white text-gold-deep">
        {t("productCard.noImage")}
      </div>
    );
  }
  const count = images.length;
  return (
    <section aria-label={t("shop.item.gallery", { name })}>
      <MediaImage
        url={shown.url}
        largest={1600}
        sizes="(min-width: 768px) 50vw, 100vw"
        alt={count > 1 ? `${name} – ${t("shop.item.picture", { index: index + 1, count })}` : name}
        width={800}
        height={800}
        className="aspect-square w-full rounded-lg bg-white object-cover"
      />
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={t("shop.item.showPicture", { index: i + 1 })}
                aria-pressed={i === index}
                onClick={() => {
                  setIndex(i);
                }}
                className="block overflow-hidden rounded border-2 border-transparent aria-pressed:border-gold"
              >
                <MediaImage
                  url={image.url}
                  largest={160}
                  sizes="120px"
                  width={120}
                  height={120}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
