import { Link, useSearchParams } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";

/**
 * Previous and next links that keep the list's other parameters (the shop's filters, the
 * admin's search), and where the visitor is. Its strings are the kit's own (ui.pages).
 */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete("page");
    else next.set("page", String(target));
    const query = next.toString();
    return query ? `?${query}` : ".";
  };
  const link = "rounded border border-ink/30 px-4 py-2 hover:bg-ink hover:text-white";
  return (
    <nav aria-label={t("ui.pages.label")} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={link}>
          {t("ui.pages.previous")}
        </Link>
      ) : null}
      <p aria-current="page">{t("ui.pages.position", { page, pages })}</p>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" className={link}>
          {t("ui.pages.next")}
        </Link>
      ) : null}
    </nav>
  );
}
