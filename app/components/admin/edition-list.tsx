import { formatEuros } from "#common/format.ts";
import { salePriceCents } from "#common/sale-price.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { MediaThumbnail } from "#app/components/ui/media-image.tsx";
import type { LanguagesToDo } from "#server/catalogue/translation-start.ts";
import { RowActions } from "./row-actions.tsx";
import { LanguagesToDo as Languages } from "./languages-to-do.tsx";
import { DeleteRowDialog, useRowDeletion } from "./delete-row-dialog.tsx";

export interface ListedEdition {
  id: string;
  name: string;
  price_cents: number | null;
  discount_percent: number;
  pictures: string[];
  languages: LanguagesToDo;
}

/** The special editions, newest first, each with Edit (the form above) and Delete (asked first). */
export function EditionList({ editions }: { editions: ListedEdition[] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { ask, tableRef, dialog } = useRowDeletion<ListedEdition, HTMLUListElement>((edition) =>
    t("adminEditions.deleteTitle", { name: edition.name }),
  );

  if (editions.length === 0) return <p className="text-ink/80">{t("adminEditions.empty")}</p>;
  return (
    <>
      <ul
        ref={tableRef}
        tabIndex={-1}
        aria-label={t("adminEditions.list")}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {editions.map((edition) => {
          const price = edition.price_cents ?? 0;
          const main = edition.pictures[0];
          return (
            <li
              key={edition.id}
              className="flex gap-3 rounded-lg border border-ink/10 bg-white p-3"
            >
              <MediaThumbnail url={main} size={80} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{edition.name}</p>
                <p className="text-sm">
                  {formatEuros(salePriceCents(price, edition.discount_percent), locale)}
                  {edition.discount_percent > 0 ? (
                    <span className="ml-2 text-ink/70">
                      {t("adminEditions.discounted", { percent: edition.discount_percent })}
                    </span>
                  ) : null}
                </p>
                <div className="mt-2">
                  <Languages languages={edition.languages} />
                </div>
                <div className="mt-2">
                  <RowActions
                    actions={[
                      {
                        to: localized("/admin/special-editions", { query: { edit: edition.id } }),
                        text: t("adminEditions.edit"),
                        label: t("adminEditions.editLabel", { name: edition.name }),
                      },
                      {
                        onClick: () => {
                          ask(edition);
                        },
                        text: t("adminEditions.delete"),
                        label: t("adminEditions.deleteLabel", { name: edition.name }),
                      },
                    ]}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <DeleteRowDialog section="adminEditions" idField="id" {...dialog} />
    </>
  );
}
