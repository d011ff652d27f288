import { Link, useSearchParams } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";

/** Previous and next links that keep the filters, and where the visitor is. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation("shop");
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
    <nav
      aria-label={t("shop.pages.label")}
      className="mt-10 flex items-center justify-center gap-4"
    >
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={link}>
          {t("shop.pages.previous")}
        </Link>
      ) : null}
      <p aria-current="page">{t("shop.pages.position", { page, pages })}</p>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" className={link}>
          {t("shop.pages.next")}
        </Link>
      ) : null}
    </nav>
  );
}
