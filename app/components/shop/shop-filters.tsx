import { useLayoutEffect, useRef } from "react";
import { useSearchParams, useSubmit } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { FilterForm } from "#app/components/ui/filter-form.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { CATALOGUE_SEARCH_MAX, catalogueSorts } from "#common/catalogue-query.ts";

/**
 * Search, filters and sort as a plain GET form: it works before JavaScript loads and the
 * result is an address to share (/shop?sale=1&sort=price-asc). With JavaScript a ticked box
 * or a chosen sort applies at once; typing a search waits for Enter or Apply. A new choice
 * starts again at page 1, since the form carries no page.
 */
export function ShopFilters() {
  const { t } = useTranslation("shop");
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const shopPath = localized("/shop");
  const formRef = useRef<HTMLFormElement>(null);

  // The fields stay uncontrolled (they work before hydration and keep focus while results
  // change); when the address changes another way (Clear All, Back) they follow it, in the
  // same commit as the results, so fields and results never disagree on screen.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (form) showParams(form, params);
  }, [params]);

  /** The form's values without the defaults, so the address stays short. */
  const apply = (form: HTMLFormElement) => {
    const chosen = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value !== "string" || value.trim() === "") continue;
      if (name === "sort" && value === "recent") continue;
      chosen.set(name, value.trim());
    }
    void submit(chosen, { method: "get", action: shopPath, preventScrollReset: true });
  };

  return (
    <FilterForm
      ref={formRef}
      action={shopPath}
      label={t("shop.filters.label")}
      applyLabel={t("shop.filters.apply")}
      clearLabel={t("shop.filters.clearAll")}
      className="grid gap-4 rounded-lg border border-ink/10 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_auto_auto_1.2fr_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => {
        const target = event.target;
        const field = target instanceof HTMLInputElement || target instanceof HTMLSelectElement;
        if (field && target.name !== "q" && target.form) apply(target.form);
      }}
    >
      <FormField
        name="q"
        type="search"
        label={t("shop.filters.search")}
        maxLength={CATALOGUE_SEARCH_MAX}
        defaultValue={params.get("q") ?? ""}
      />
      <Checkbox name="sale" label={t("shop.filters.sale")} checked={params.get("sale") === "1"} />
      <Checkbox
        name="special"
        label={t("shop.filters.special")}
        checked={params.get("special") === "1"}
      />
      <SelectField
        name="sort"
        label={t("shop.filters.sort")}
        defaultValue={params.get("sort") ?? "recent"}
        options={catalogueSorts.map((sort) => ({ value: sort, label: t(`shop.sorts.${sort}`) }))}
      />
    </FilterForm>
  );
}

function showParams(form: HTMLFormElement, params: URLSearchParams) {
  const field = (name: string) => form.elements.namedItem(name);
  const q = field("q");
  if (q instanceof HTMLInputElement) q.value = params.get("q") ?? "";
  for (const name of ["sale", "special"]) {
    const box = field(name);
    if (box instanceof HTMLInputElement) box.checked = params.get(name) === "1";
  }
  const sort = field("sort");
  if (sort instanceof HTMLSelectElement) sort.value = params.get("sort") ?? "recent";
}

function Checkbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 py-2 font-medium lg:pb-2.5">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        className="h-5 w-5 accent-ink"
      />
      {label}
    </label>
  );
}
