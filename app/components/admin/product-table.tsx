import { useCallback, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { MediaImage } from "#app/components/ui/media-image.tsx";
import { formatCarat, formatPrice } from "#common/format.ts";
import { salePriceCents } from "#common/sale-price.ts";
import type { AdminProduct } from "#server/catalog/admin-products.service.ts";
import { DeleteProductDialog } from "./delete-product-dialog.tsx";
import { useProductsHref } from "./use-products-href.ts";

/**
 * One page of products as a table: main picture, name, metal, each carat's price (and what
 * it costs after the discount), the discount, and Edit and Delete naming their product.
 */
export function ProductTable({ products }: { products: AdminProduct[] }) {
  const { t } = useTranslation("admin");
  const { t: site } = useTranslation();
  const locale = useLocale();
  const href = useProductsHref();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // The Delete button that opened the dialog is gone with its row: focus goes to the table.
  const onDeleted = useCallback(() => {
    setDeleting(null);
    tableRef.current?.focus();
  }, []);
  const cell = "px-2 py-3 text-left align-top";
  return (
    <>
      <div className="overflow-x-auto">
        <table ref={tableRef} tabIndex={-1} className="w-full text-sm">
          <caption className="sr-only">{t("adminProducts.list")}</caption>
          <thead className="border-b border-ink/20">
            <tr>
              <th className={cell}>{t("adminProducts.picture")}</th>
              <th className={cell}>{t("adminProducts.name")}</th>
              <th className={cell}>{t("adminProducts.metal")}</th>
              <th className={cell}>{t("adminProducts.prices")}</th>
              <th className={cell}>{t("adminProducts.discount")}</th>
              <th className={cell}>{t("adminProducts.actions")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {products.map((product) => (
              <tr key={product.id}>
                <td className={cell}>
                  {product.imageUrl ? (
                    <MediaImage
                      url={product.imageUrl}
                      largest={160}
                      sizes="80px"
                      width={80}
                      height={60}
                      alt=""
                      className="aspect-4/3 w-20 rounded object-cover"
                    />
                  ) : (
                    <span className="text-ink/70">{t("adminProducts.noPicture")}</span>
                  )}
                </td>
                <td className={`${cell} font-medium`}>{product.name}</td>
                <td className={cell}>{site(`metals.${product.ringMetal}`)}</td>
                <td className={cell}>
                  {product.priceCents === null ? (
                    t("adminProducts.contactForPrice")
                  ) : (
                    <ul>
                      {product.variants.map((variant) => (
                        <li key={variant.caratHundredths}>
                          {t("adminProducts.caratPrice", {
                            carat: formatCarat(variant.caratHundredths, locale),
                            price: formatPrice(variant.priceCents, locale),
                          })}
                          {product.discountPercent > 0 ? (
                            <span className="block text-ink/70">
                              {t("adminProducts.salePrice", {
                                price: formatPrice(
                                  salePriceCents(variant.priceCents, product.discountPercent),
                                  locale,
                                ),
                              })}
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={cell}>
                  {product.discountPercent > 0
                    ? t("adminProducts.percent", { percent: product.discountPercent })
                    : t("adminProducts.noDiscount")}
                </td>
                <td className={cell}>
                  <div className="flex gap-2">
                    <ButtonLink
                      to={href({ edit: product.id })}
                      preventScrollReset
                      variant="secondary"
                      size="sm"
                      aria-label={t("adminProducts.editLabel", { name: product.name })}
                    >
                      {t("adminProducts.edit")}
                    </ButtonLink>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t("adminProducts.deleteLabel", { name: product.name })}
                      onClick={() => {
                        setDeleting(product);
                      }}
                    >
                      {t("adminProducts.delete")}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DeleteProductDialog
        product={deleting}
        onClose={() => {
          setDeleting(null);
        }}
        onDeleted={onDeleted}
      />
    </>
  );
}
