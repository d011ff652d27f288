import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { caratField, priceField } from "#common/admin-products.ts";
import { formatCarat } from "#common/format.ts";
import { caratOptions } from "#common/ring-options.ts";

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
  const hintId = useId();
  const errorId = useId();
  const caratsError = props.fieldError("carats");
  const checkbox = "size-5 accent-ink";
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-3 font-medium">
        <input
          type="checkbox"
          name="contactForPrice"
          className={checkbox}
          checked={contact}
          onChange={(event) => {
            setContact(event.currentTarget.checked);
          }}
        />
        {t("adminProducts.form.contactForPrice")}
      </label>
      <fieldset
        name="carats"
        tabIndex={-1}
        disabled={contact}
        aria-describedby={[hintId, caratsError ? errorId : ""].join(" ").trim()}
        className="rounded border border-ink/20 p-4 disabled:opacity-60"
      >
        <legend className="px-1 font-medium">{t("adminProducts.form.carats")}</legend>
        <p id={hintId} className="text-sm text-ink/70">
          {t("adminProducts.form.caratsHint")}
        </p>
        {caratsError ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {caratsError}
          </p>
        ) : null}
        <ul className="mt-3 space-y-3">
          {caratOptions.map((carat) => {
            const shown = formatCarat(carat, locale);
            const on = ticked.has(carat);
            return (
              <li key={carat} className="grid gap-2 sm:grid-cols-[8rem_1fr] sm:items-start">
                <label className="flex items-center gap-3 sm:mt-8">
                  <input
                    type="checkbox"
                    name={caratField(carat)}
                    className={checkbox}
                    checked={on}
                    onChange={(event) => {
                      const next = new Set(ticked);
                      if (event.currentTarget.checked) next.add(carat);
                      else next.delete(carat);
                      setTicked(next);
                    }}
                  />
                  {t("adminProducts.form.carat", { carat: shown })}
                </label>
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
      </fieldset>
    </div>
  );
}
