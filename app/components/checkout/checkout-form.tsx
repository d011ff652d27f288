import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useSubmit } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { cartActions, useCartLines } from "#app/lib/cart-store.ts";
import { useCartQuote } from "#app/lib/use-cart-quote.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { fieldInputs } from "#app/components/ui/field-inputs.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { useToast } from "#app/components/ui/toast-region.tsx";
import type { PlacedOrder } from "#server/orders/checkout.service.ts";
import { deliveryCountries, deliveryFeeCents, type DeliveryRates } from "#common/delivery.ts";
import { fieldLimits } from "#common/field-limits.ts";
import { formatEuros } from "#common/format.ts";
import type { FormAnswer } from "#common/result.ts";
import { OrderSummary } from "./order-summary.tsx";

type Method = "pickup" | "delivery";

/**
 * Contact, pickup or delivery, and the order as the server prices it. The cart's lines and an
 * idempotency key go with the form; the key is kept until an order is placed, so sending
 * again after a lost answer cannot place a second order.
 */
export function CheckoutForm(props: {
  profile: { name: string; phone: string };
  delivery: DeliveryRates;
  answer: FormAnswer<PlacedOrder> | undefined;
}) {
  const { t } = useTranslation("shop");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const submit = useSubmit();
  const toast = useToast();
  const lines = useCartLines();
  const { status, quote } = useCartQuote(lines, true, locale);
  const [method, setMethod] = useState<Method>("pickup");
  const key = useRef<string | null>(null);
  const { formRef, statusRef, ...form } = useFormAnswer(props.answer, {
    // docs/product.md §8's words at checkout; the cart's own codes say theirs by default.
    messages: {
      invalid: t("shop.checkout.failure"),
      failed: t("shop.checkout.failure"),
      unavailable: t("shop.checkout.unavailable"),
    },
  });

  const placed = props.answer?.ok ? props.answer : null;
  useEffect(() => {
    if (!placed) return;
    key.current = null;
    cartActions.clear();
    toast.show(t("shop.checkout.success"), { tone: "success" });
    void navigate(localized(`/orders/${placed.reference}`));
  }, [placed, navigate, localized, toast, t]);

  if (lines.length === 0 && !placed) {
    // A refused order whose lines this browser does not hold (sent without the page's script)
    // still says why.
    return (
      <>
        <Alert tone="error" className="mt-6">
          {form.error}
        </Alert>
        <p className="mt-6">
          {t("shop.checkout.empty")}{" "}
          <Link to={localized("/shop")} className="underline underline-offset-4">
            {t("shop.checkout.backToShop")}
          </Link>
        </p>
      </>
    );
  }

  const subtotal = quote?.totalCents ?? 0;
  const fee = deliveryFeeCents(method, subtotal, props.delivery);
  const buyable = status === "ready" && quote?.lines.every((line) => line.status === "ok");
  const money = (cents: number) => formatEuros(cents, locale);
  const address = [
    { name: "street", max: fieldLimits.street.max, autoComplete: "street-address" },
    { name: "postalCode", max: fieldLimits.postalCode.max, autoComplete: "postal-code" },
    { name: "city", max: fieldLimits.city.max, autoComplete: "address-level2" },
  ] as const;

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
      <Card>
        <Form
          ref={formRef}
          method="post"
          noValidate
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            key.current ??= crypto.randomUUID();
            const data = new FormData(event.currentTarget);
            data.set("lines", JSON.stringify(lines));
            data.set("idempotencyKey", key.current);
            void submit(data, { method: "post" });
          }}
        >
          <fieldset className="space-y-4">
            <legend className="font-serif text-2xl">{t("shop.checkout.contact")}</legend>
            <FormField
              name="name"
              label={t("shop.checkout.name")}
              required
              {...fieldInputs.personName}
              defaultValue={form.values.name ?? props.profile.name}
              error={form.fieldError("name")}
            />
            <FormField
              name="phone"
              label={t("shop.checkout.phone")}
              required
              {...fieldInputs.phone}
              defaultValue={form.values.phone ?? props.profile.phone}
              error={form.fieldError("phone")}
            />
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="font-serif text-2xl">{t("shop.checkout.deliveryLegend")}</legend>
            {(["pickup", "delivery"] as const).map((choice) => (
              <label key={choice} className="flex items-start gap-3">
                <input
                  type="radio"
                  name="delivery"
                  value={choice}
                  checked={method === choice}
                  onChange={() => {
                    setMethod(choice);
                  }}
                  className="mt-1 h-5 w-5 accent-ink"
                />
                <span>
                  {t(`shop.checkout.${choice}`)}
                  {choice === "delivery" ? (
                    <span className="block text-sm text-ink/70">
                      {t("shop.checkout.deliveryRates", {
                        fee: money(props.delivery.feeCents),
                        threshold: formatEuros(props.delivery.freeFromCents, locale, {
                          whole: true,
                        }),
                      })}
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
            {method === "delivery" ? (
              <div className="grid gap-4 pt-2 sm:grid-cols-2">
                {address.map((field) => (
                  <FormField
                    key={field.name}
                    name={field.name}
                    label={t(`shop.checkout.${field.name}`)}
                    required
                    maxLength={field.max}
                    autoComplete={field.autoComplete}
                    defaultValue={form.values[field.name] ?? ""}
                    error={form.fieldError(field.name)}
                  />
                ))}
                <SelectField
                  name="country"
                  label={t("shop.checkout.country")}
                  defaultValue={form.values.country ?? "BE"}
                  autoComplete="country"
                  options={deliveryCountries.map((country) => ({
                    value: country,
                    label: t(`shop.checkout.countries.${country}`),
                  }))}
                />
              </div>
            ) : null}
          </fieldset>
          <FormFooter
            ref={statusRef}
            message={form.error}
            label={t("shop.checkout.place")}
            pendingLabel={t("shop.checkout.placing")}
            // Until the server has priced every line there is nothing to order; the button
            // keeps its label ("Placing order..." is for an order being sent).
            disabled={!buyable}
          />
        </Form>
      </Card>
      <OrderSummary
        title={t("shop.checkout.summary")}
        lines={quote?.lines ?? []}
        rows={[
          [t("shop.checkout.subtotal"), money(subtotal)],
          [t("shop.checkout.deliveryFee"), fee === 0 ? t("shop.checkout.free") : money(fee)],
        ]}
        total={money(subtotal + fee)}
      />
    </div>
  );
}
