import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from "react";
import type { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { FilterForm } from "#app/components/ui/filter-form.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";

/**
 * A list tab's search box, and its other filters (`children`), as a plain GET form like the
 * shop's: it works before JavaScript loads and the list is an address (/admin/orders?q=peeters).
 * A new search starts at page 1, since the form carries no page.
 */
export function AdminFilters(props: {
  /** The tab's strings (filters, search, apply, clear) and its path. */
  section: "adminOrders" | "adminProducts";
  path: "/admin/orders" | "/admin/products";
  /** What the server read, by field name (`q` and the filters'). */
  values: Record<string, string>;
  searchMax: number;
  /** Layout only: the grid the fields and buttons sit in. */
  className: string;
  onChange?: ComponentProps<typeof Form>["onChange"];
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const localized = useLocalizedPath();
  const formRef = useRef<HTMLFormElement>(null);
  const { section, values } = props;

  // The fields stay uncontrolled (they keep focus while results change); when the address
  // changes another way (Clear, Back) they follow what the server read, in the same commit as
  // the results, so fields and results never disagree on screen.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.type === "checkbox") {
        field.checked = field.value === value;
      } else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        field.value = value;
      }
    }
  }, [values]);

  return (
    <FilterForm
      ref={formRef}
      action={localized(props.path)}
      label={t(`${section}.filters`)}
      applyLabel={t(`${section}.apply`)}
      clearLabel={t(`${section}.clear`)}
      className={props.className}
      onChange={props.onChange}
    >
      <FormField
        name="q"
        type="search"
        label={t(`${section}.search`)}
        maxLength={props.searchMax}
        defaultValue={values.q}
      />
      {props.children}
    </FilterForm>
  );
}
