import { useTranslation } from "#app/i18n/use-translation.ts";
import { MediaImage } from "#app/components/ui/media-image.tsx";

/** 64 px squares, from the smallest size the media service makes (sharp on 2× screens). */
const thumbnail = {
  largest: 160,
  sizes: "64px",
  width: 64,
  height: 64,
  loading: "lazy",
  className: "h-16 w-16 rounded object-cover",
} as const;

/**
 * The photos a visitor sent (with a valuation request or an appointment) as thumbnails, each a
 * link to the stored picture at full size.
 */
export function VisitorPhotos({ name, photos }: { name: string; photos: { url: string }[] }) {
  const { t } = useTranslation("admin");
  if (photos.length === 0) {
    return <span className="text-ink/75">{t("valuationRequests.noPhotos")}</span>;
  }
  return (
    <ul className="flex w-max gap-2">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a href={photo.url} className="block">
            <MediaImage
              url={photo.url}
              {...thumbnail}
              alt={t("valuationRequests.photo", { number: index + 1, name })}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
