import { useState, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { FieldGroup } from "#app/components/ui/field-group.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { caratField, priceField } from "#common/admin-products.ts";
import { formatCarat } from "#common/format.ts";
import { caratOptions } from "#common/ring-options.ts";

function Checkbox(props: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={`flex items-center gap-3 ${props.className}`}>
      <input
        type="checkbox"
        name={props.name}
        className="size-5 accent-ink"
        checked={props.checked}
        onChange={(event) => {
          props.onChange(event.currentTarget.checked);
        }}
      />
      {props.children}
    </label>
  );
}

/**
 * The carats a ring is offered in, each ticked one with its price, or "contact us for the
 * price" instead. Unticking a carat removes its price field, so its price is cleared (ticked
 * again, it starts empty); with "contact us" the carats are disabled and not sent. The server
 * holds the rule (each ticked carat needs a price, admin-products.schema.ts); this only shows
 * its messages under the fields.
 */
export function ProductCarats(props: {
  /** Carat (hundredths, as text) → price as typed: the carats ticked at the start. */
  prices: Record<string, string>;
  contactForPrice: boolean;
  fieldError: (name: string) => string | undefined;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const [contact, setContact] = useState(props.contactForPrice);
  const [ticked, setTicked] = useState(
    () => new Set(caratOptions.filter((carat) => String(carat) in props.prices)),
  );
  return (
    <div className="space-y-3">
      <Checkbox
        name="contactForPrice"
        checked={contact}
        onChange={setContact}
        className="font-medium"
      >
        {t("adminProducts.form.contactForPrice")}
      </Checkbox>
      <FieldGroup
        name="carats"
        legend={t("adminProducts.form.carats")}
        hint={t("adminProducts.form.caratsHint")}
        error={props.fieldError("carats")}
        disabled={contact}
      >
        <ul className="mt-3 space-y-3">
          {caratOptions.map((carat) => {
            const shown = formatCarat(carat, locale);
            const on = ticked.has(carat);
            return (
              <li key={carat} className="grid gap-2 sm:grid-cols-[8rem_1fr] sm:items-start">
                <Checkbox
                  name={caratField(carat)}
                  checked={on}
                  className="sm:mt-8"
                  onChange={(checked) => {
                    const next = new Set(ticked);
                    if (checked) next.add(carat);
                    else next.delete(carat);
                    setTicked(next);
                  }}
                >
                  {t("adminProducts.form.carat", { carat: shown })}
                </Checkbox>
                {on ? (
                  <FormField
                    name={priceField(carat)}
                    label={t("adminProducts.form.price", { carat: shown })}
                    required
                    defaultValue={props.prices[String(carat)] ?? ""}
                    error={props.fieldError(priceField(carat))}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </FieldGroup>
    </div>
  );
}
