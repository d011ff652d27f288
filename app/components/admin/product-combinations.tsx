import { Link } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { ringMetals } from "#common/metals.ts";
import type { Combination } from "#server/catalogue/admin-product-page.ts";
import { useProductsHref } from "./use-products-href.ts";

/**
 * The 64 combinations of diamond shape × ring design × metal as a table, a row per shape and
 * design (the siblings the shop's metal swatches switch between) and a column per metal: each
 * cell opens the product made in it, or offers to create the missing one, prefilled from its
 * family (new=<shape>.<design>.<metal>). Folded by default: the list is what the tab is for.
 */
export function ProductCombinations({ combinations }: { combinations: Combination[] }) {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation("shop");
  const { t: site } = useTranslation();
  const href = useProductsHref();
  const rows: Combination[][] = [];
  for (let i = 0; i < combinations.length; i += ringMetals.length) {
    rows.push(combinations.slice(i, i + ringMetals.length));
  }
  const existing = combinations.filter((c) => c.product !== null).length;
  const cell = "px-2 py-2 text-left align-top";
  return (
    <details className="rounded-lg border border-ink/20 p-4">
      <summary className="cursor-pointer font-serif text-xl">
        {t("adminProducts.combinations.title", { count: existing })}
      </summary>
      <p className="mt-2 text-sm text-ink/80">{t("adminProducts.combinations.intro")}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {t("adminProducts.combinations.title", { count: existing })}
          </caption>
          <thead className="border-b border-ink/20">
            <tr>
              <th className={cell}>{t("adminProducts.combinations.family")}</th>
              {ringMetals.map((metal) => (
                <th key={metal} className={cell}>
                  {site(`metals.${metal}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {rows.map((row) => {
              const [first] = row;
              if (!first) return null;
              const names = {
                shape: shop(`shop.shapes.${first.shape}`),
                design: shop(`shop.designs.${first.design}`),
              };
              return (
                <tr key={`${first.shape}.${first.design}`}>
                  <th scope="row" className={`${cell} font-medium`}>
                    {t("adminProducts.combinations.familyName", names)}
                  </th>
                  {row.map((combination) => (
                    <td key={combination.metal} className={cell}>
                      {combination.product ? (
                        <Link
                          to={href({ edit: combination.product.id })}
                          preventScrollReset
                          className="underline underline-offset-4"
                          aria-label={t("adminProducts.combinations.open", {
                            name: combination.product.name,
                          })}
                        >
                          {combination.product.name}
                        </Link>
                      ) : (
                        <Link
                          to={href({
                            new: `${combination.shape}.${combination.design}.${combination.metal}`,
                          })}
                          preventScrollReset
                          className="text-ink/80 underline underline-offset-4"
                          aria-label={t("adminProducts.combinations.createLabel", {
                            ...names,
                            metal: site(`metals.${combination.metal}`),
                          })}
                        >
                          {t("adminProducts.combinations.create")}
                        </Link>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
