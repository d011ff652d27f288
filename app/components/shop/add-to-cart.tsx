import { useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { cartActions, useCartLines } from "#app/lib/cart-store.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toast-region.tsx";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue-item.ts";
import type { RingSize } from "#common/ring-sizes.ts";

/**
 * Puts the customer's choice in the cart (the same choice again raises its quantity) and
 * says so in a polite toast. A piece priced "contact us" cannot be ordered online: no button.
 * A special edition another order holds cannot be added: the button is disabled and says why
 * (reserved or sold); one already in the cart is not added twice (it is one piece).
 */
export function AddToCart({
  item,
  carat,
  ringSize,
  onAdded,
}: {
  item: CatalogueItemDetail;
  carat: number | null;
  ringSize: RingSize;
  /** A dialog closes once the piece is in the cart (docs/product.md §4). */
  onAdded?: (() => void) | undefined;
}) {
  const { t } = useTranslation("shop");
  const toast = useToast();
  const lines = useCartLines();
  const reasonId = useId();
  if (item.minPriceCents === null) return null;
  if (item.availability !== "available") {
    return (
      <div className="mt-8">
        <Button size="md" disabled aria-describedby={reasonId}>
          {t("shop.messages.addToCart")}
        </Button>
        <p id={reasonId} className="mt-2 text-sm text-ink/75">
          {t(
            item.availability === "sold" ? "shop.messages.soldNote" : "shop.messages.reservedNote",
          )}
        </p>
      </div>
    );
  }
  const isProduct = item.kind === "product";
  return (
    <Button
      className="mt-8"
      size="md"
      onClick={() => {
        if (isProduct && carat === null) {
          toast.show(t("shop.messages.selectCarat"), { tone: "error" });
          return;
        }
        if (!isProduct && lines.some((line) => line.id === item.id)) {
          toast.show(t("shop.messages.inCart", { name: item.name }), { tone: "info" });
          return;
        }
        cartActions.add({
          id: item.id,
          carat: isProduct ? carat : null,
          metal: isProduct ? item.metal : null,
          ringSize: isProduct ? ringSize : null,
          quantity: 1,
        });
        toast.show(t("shop.messages.added", { name: item.name }), { tone: "success" });
        onAdded?.();
      }}
    >
      {t("shop.messages.addToCart")}
    </Button>
  );
}
