import { useTranslation } from "#app/i18n/use-translation.ts";
import { cartActions } from "#app/lib/cart-store.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toast-region.tsx";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue.service.ts";
import type { RingSize } from "#common/ring-sizes.ts";

/**
 * Puts the customer's choice in the cart (the same choice again raises its quantity) and
 * says so in a polite toast. A piece priced "contact us" cannot be ordered online: no button.
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
  if (item.minPriceCents === null) return null;
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
