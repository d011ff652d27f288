import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { MediaImage } from "#app/components/ui/media-image.tsx";
import { formatCarat, formatPrice } from "#common/format.ts";
import { salePriceCents } from "#common/sale-price.ts";
import type { AdminProduct } from "#server/catalogue/admin-product-page.ts";
import { DataTable, tableCell as cell } from "#app/components/ui/data-table.tsx";
import { RowActions } from "./row-actions.tsx";
import { LanguagesToDo } from "./languages-to-do.tsx";
import { DeleteRowDialog, useRowDeletion } from "./delete-row-dialog.tsx";
import { useProductsHref } from "./use-products-href.ts";

/** The list's picture: small, as the layout shows it (80 px wide, twice that on sharp screens). */
const thumbnail = {
  largest: 160,
  sizes: "80px",
  width: 80,
  height: 60,
  className: "aspect-4/3 w-20 rounded object-cover",
} as const;

/** Each carat's price, and what it costs after the discount; or "contact us for the price". */
function Prices({ product }: { product: AdminProduct }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  if (product.priceCents === null) return <>{t("adminProducts.contactForPrice")}</>;
  const discount = product.discountPercent;
  return (
    <ul>
      {product.variants.map(({ caratHundredths, priceCents }) => (
        <li key={caratHundredths}>
          {t("adminProducts.caratPrice", {
            carat: formatCarat(caratHundredths, locale),
            price: formatPrice(priceCents, locale),
          })}
          {discount > 0 ? (
            <span className="block text-ink/70">
              {t("adminProducts.salePrice", {
                price: formatPrice(salePriceCents(priceCents, discount), locale),
              })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * One page of products as a table: main picture, name, metal, prices, discount, and Edit and
 * Delete, each naming its product for screen readers.
 */
export function ProductTable({ products }: { products: AdminProduct[] }) {
  const { t } = useTranslation("admin");
  const { t: site } = useTranslation();
  const href = useProductsHref();
  const deletion = useRowDeletion((row: AdminProduct) =>
    t("adminProducts.deleteTitle", { name: row.name }),
  );
  return (
    <>
      <DataTable
        caption={t("adminProducts.list")}
        tableRef={deletion.tableRef}
        columns={[
          t("adminProducts.picture"),
          t("adminProducts.name"),
          t("adminProducts.metal"),
          t("adminProducts.prices"),
          t("adminProducts.discount"),
          t("adminTranslations.column"),
          t("adminProducts.actions"),
        ]}
      >
        {products.map((product) => (
          <tr key={product.id}>
            <td className={cell}>
              {product.imageUrl ? (
                <MediaImage url={product.imageUrl} alt="" {...thumbnail} />
              ) : (
                <span className="text-ink/70">{t("adminProducts.noPicture")}</span>
              )}
            </td>
            <td className={`${cell} font-medium`}>{product.name}</td>
            <td className={cell}>{site(`metals.${product.ringMetal}`)}</td>
            <td className={cell}>
              <Prices product={product} />
            </td>
            <td className={cell}>
              {product.discountPercent > 0
                ? t("adminProducts.percent", { percent: product.discountPercent })
                : t("adminProducts.noDiscount")}
            </td>
            <td className={cell}>
              <LanguagesToDo languages={product.languages} />
            </td>
            <td className={cell}>
              <RowActions
                actions={[
                  {
                    to: href({ edit: product.id }),
                    preventScrollReset: true,
                    text: t("adminProducts.edit"),
                    label: t("adminProducts.editLabel", { name: product.name }),
                  },
                  {
                    onClick: () => {
                      deletion.ask(product);
                    },
                    text: t("adminProducts.delete"),
                    label: t("adminProducts.deleteLabel", { name: product.name }),
                  },
                ]}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      <DeleteRowDialog section="adminProducts" idField="productId" {...deletion.dialog} />
    </>
  );
}
