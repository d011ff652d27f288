import { useTranslation } from "#app/i18n/use-translation.ts";
import { useCartLines } from "#app/lib/cart-store.ts";
import { useCartQuote } from "#app/lib/use-cart-quote.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Drawer } from "#app/components/ui/drawer.tsx";
import { formatEuros } from "#common/format.ts";
import { CartLineItem } from "./cart-line-item.tsx";

/**
 * The cart as a side drawer: every line priced by the server, the total in euros with cents,
 * notices for prices that changed and pieces that can no longer be ordered. Loaded the first
 * time someone opens the cart, so no page carries its code or strings before that.
 */
export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("shop");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const lines = useCartLines();
  const { status, quote, changed, retry } = useCartQuote(lines, open, locale);
  // The quote answers the lines it was asked about; while a newer one is on its way, the
  // lines shown stay those of the last answer.
  const priced = quote?.lines.length === lines.length ? quote.lines : null;
  const changedNames = priced
    ?.filter((line) => line.status === "ok" && changed.has(line.id))
    .map((line) => line.name ?? "");

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("shop.cart.title")}
      closeLabel={t("shop.cart.close")}
    >
      {lines.length === 0 ? (
        <p className="py-6">{t("shop.cart.empty")}</p>
      ) : (
        <div aria-busy={status === "loading"}>
          {status === "failed" ? (
            <div className="mb-4 space-y-2">
              <Alert tone="error">{t("shop.cart.failed")}</Alert>
              <Button variant="secondary" size="sm" onClick={retry}>
                {t("shop.cart.retry")}
              </Button>
            </div>
          ) : null}
          <div role="status" className="space-y-2">
            {changedNames?.map((name) => (
              <p key={name} className="rounded bg-gold-light/40 px-3 py-2 text-sm">
                {t("shop.cart.priceChanged", { name })}
              </p>
            ))}
          </div>
          {priced ? (
            <ul className="divide-y divide-ink/10">
              {priced.map((line, index) => (
                <CartLineItem
                  key={`${line.id}|${String(line.carat)}|${String(line.metal)}|${String(line.ringSize)}`}
                  line={line}
                  index={index}
                />
              ))}
            </ul>
          ) : (
            <p className="py-6 text-ink/70">{t("shop.cart.loading")}</p>
          )}
          {priced && quote ? (
            <p className="mt-4 flex items-baseline justify-between border-t border-ink/10 pt-4 text-lg">
              <span className="font-semibold">{t("shop.cart.total")}</span>
              <span className="font-semibold">{formatEuros(quote.totalCents, locale)}</span>
            </p>
          ) : null}
        </div>
      )}
      <div className="mt-6 space-y-3">
        {lines.length > 0 ? (
          <ButtonLink to={localized("/checkout")} fullWidth onClick={onClose}>
            {t("shop.checkout.open")}
          </ButtonLink>
        ) : (
          <Button fullWidth disabled>
            {t("shop.checkout.open")}
          </Button>
        )}
        <Button variant="secondary" fullWidth onClick={onClose}>
          {t("shop.cart.continue")}
        </Button>
      </div>
    </Drawer>
  );
}
