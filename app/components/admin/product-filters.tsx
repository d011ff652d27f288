import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { FilterForm } from "#app/components/ui/filter-form.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { ADMIN_PRODUCT_SEARCH_MAX } from "#common/admin-products.ts";

/**
 * The name search as a plain GET form, like the orders tab's: the list is an address
 * (/admin/products?q=aurora) and a new search starts at page 1, since the form carries no page.
 */
export function ProductFilters({ q }: { q: string }) {
  const { t } = useTranslation("admin");
  const localized = useLocalizedPath();
  const formRef = useRef<HTMLFormElement>(null);

  // Uncontrolled so it keeps focus while results change; Clear and Back set it to what was read.
  useEffect(() => {
    const search = formRef.current?.elements.namedItem("q");
    if (search instanceof HTMLInputElement) search.value = q;
  }, [q]);

  return (
    <FilterForm
      ref={formRef}
      action={localized("/admin/products")}
      label={t("adminProducts.filters")}
      applyLabel={t("adminProducts.apply")}
      clearLabel={t("adminProducts.clear")}
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <FormField
        name="q"
        type="search"
        label={t("adminProducts.search")}
        maxLength={ADMIN_PRODUCT_SEARCH_MAX}
        defaultValue={q}
      />
    </FilterForm>
  );
}
