import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { buyBackGrams, buyBackGramsMaxLength, karats } from "#common/buy-back.ts";
import { formatDateTime, formatEuros, formatNumber } from "#common/format.ts";
import type { BuyBackOffer } from "#server/gold-price/buy-back.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";

/** Long enough to skip the requests of a word being typed, short enough to feel at once. */
const TYPING_PAUSE_MS = 200;

type Answer = BuyBackOffer | "invalid" | "failed";

/**
 * The buy-back calculator: weight and karat → the server's indicative offer
 * (GET /api/gold-price/offer), asked as the visitor types. Each change aborts the request
 * before it, and an answer that comes back after a newer change is dropped, so the offer
 * shown is always the one for the fields as they are. The server checks the weight; its 400
 * becomes the message under the field, the typed text stays.
 *
 * Without JavaScript it says so and points to the valuation: an indicative figure is not
 * worth a page of its own, and a GET form to the page would keep one copy of the whole home
 * page per weight typed in the page cache.
 */
export function BuyBackCalculator({ id }: { id: string }) {
  const { t } = useTranslation("home");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const [query, setQuery] = useState({ grams: "", karat: "18" });
  const [answer, setAnswer] = useState<Answer>();
  const grams = query.grams.trim();

  useEffect(() => {
    if (!grams) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const search = new URLSearchParams({ grams, karat: query.karat });
      void fetch(`/api/gold-price/offer?${search}`, { signal: abort.signal })
        .then(async (response) =>
          response.ok
            ? ((await response.json()) as BuyBackOffer)
            : response.status === 400
              ? "invalid"
              : "failed",
        )
        .catch(() => "failed" as const)
        .then((next) => {
          if (!abort.signal.aborted) setAnswer(next);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [grams, query.karat]);

  // An emptied field shows nothing, whatever the last answer was.
  const shown = grams ? answer : undefined;
  const offer = typeof shown === "object" ? shown : undefined;
  const number = (value: number) => formatNumber(value, locale);
  const limits = { min: number(buyBackGrams.min), max: number(buyBackGrams.max) };

  return (
    <section
      id={id}
      aria-labelledby="buy-back-title"
      className="below-fold bg-white [--fold-size:43rem] md:[--fold-size:33rem]"
    >
      <div className="mx-auto max-w-3xl px-6 py-20">
        <h2 id="buy-back-title" className="font-serif text-3xl md:text-4xl">
          {t("buyBack.title")}
        </h2>
        <p className="mt-3 text-lg">{t("buyBack.intro")}</p>
        <div
          className="mt-8 grid gap-6 sm:grid-cols-[2fr_1fr]"
          onInput={(event) => {
            const { name, value } = event.target as HTMLInputElement;
            setQuery((current) => ({ ...current, [name]: value }));
          }}
        >
          <FormField
            name="grams"
            label={t("buyBack.grams")}
            inputMode="decimal"
            autoComplete="off"
            maxLength={buyBackGramsMaxLength}
            hint={t("buyBack.gramsHint", limits)}
            error={shown === "invalid" ? t("buyBack.invalidGrams", limits) : undefined}
          />
          <SelectField
            name="karat"
            label={t("buyBack.karat")}
            defaultValue={query.karat}
            options={karats.map((karat) => ({
              value: String(karat),
              label: t("buyBack.karatOption", { karat }),
            }))}
          />
        </div>
        <noscript>
          <p className="mt-6">{t("buyBack.noScript")}</p>
        </noscript>
        <div aria-live="polite" className="mt-6">
          {offer ? (
            <p>
              <strong className="font-serif text-2xl">
                {t("buyBack.offer", { amount: formatEuros(offer.offerCents, locale) })}
              </strong>{" "}
              {t("buyBack.offerFor", {
                grams: number(offer.grams),
                karat: offer.karat,
                time: formatDateTime(offer.priceFetchedAt, locale),
              })}
            </p>
          ) : null}
          {shown === "failed" ? <p className="text-red-700">{t("buyBack.failed")}</p> : null}
        </div>
        <p className="mt-4 text-sm text-ink/80">{t("buyBack.note")}</p>
        <ButtonLink to={localized("/appointment")} className="mt-6">
          {t("buyBack.book")}
        </ButtonLink>
      </div>
    </section>
  );
}
