import { useEffect, useState } from "react";
import type { CartLine } from "#common/cart.ts";
import type { Locale } from "#common/locales.ts";
import type { CartQuote } from "#server/cart/cart.service.ts";
import { cartActions } from "./cart-store.ts";

export type QuoteStatus = "loading" | "ready" | "failed";

/** What decides whether to ask again: the choices, not the price the drawer remembered. */
const choiceKey = (lines: readonly CartLine[]) =>
  JSON.stringify(lines.map((l) => [l.id, l.carat, l.metal, l.ringSize, l.quantity]));

/**
 * Prices the cart on the server (POST /api/cart/quote), its pieces named in the page's
 * language, while the drawer is open, and again
 * whenever a choice changes; stored prices are never shown. Pieces whose price differs from
 * the one the drawer showed before keep their notice for as long as this drawer lives (the
 * cart button mounts a new one per opening).
 */
export function useCartQuote(lines: readonly CartLine[], open: boolean, locale: Locale) {
  const key = choiceKey(lines);
  const [answer, setAnswer] = useState<{ key: string; quote: CartQuote } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    fetch("/api/cart/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ lines, lang: locale }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`quote answered ${response.status}`);
        const quote = (await response.json()) as CartQuote;
        setAnswer({ key, quote });
        setFailedKey(null);
        const moved = quote.lines.filter((l) => l.status === "ok" && l.priceChanged);
        if (moved.length > 0) setChanged((old) => new Set([...old, ...moved.map((l) => l.id)]));
        cartActions.rememberPrices(
          quote.lines.map((l) => (l.status === "ok" ? l.unitPriceCents : null)),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("cart quote failed", error);
        setFailedKey(key);
      });
    return () => {
      controller.abort();
    };
    // `lines` is read through `key`: a remembered price alone does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, open, attempt, locale]);

  const status: QuoteStatus =
    failedKey === key ? "failed" : answer?.key === key ? "ready" : "loading";
  return {
    status,
    /** The latest answer, also while a newer one is on its way. */
    quote: answer?.quote ?? null,
    /** Ids of pieces whose price changed while they were in the cart. */
    changed,
    retry: () => {
      setAttempt((n) => n + 1);
    },
  };
}
