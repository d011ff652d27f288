import { lazy, Suspense, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useCartCount } from "#app/lib/cart-count.ts";
import { Icon } from "#app/components/ui/icon.tsx";

// The drawer's code and strings load the first time the cart is opened, not with every page.
const CartDrawer = lazy(() => import("#app/components/cart/cart-drawer.tsx"));

/**
 * The header's cart: how many pieces it holds (0 in the server's HTML and until the stored
 * cart is read, so the two never disagree), and the drawer it opens.
 */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh drawer: its notices belong to that look at the cart.
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <button
        type="button"
        aria-label={t("nav.cart", { count })}
        aria-haspopup="dialog"
        onClick={() => {
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
        className="relative rounded p-2 text-white hover:bg-white/10"
      >
        <Icon path="M6 7h12l-1 13H7L6 7zM9 7a3 3 0 016 0" />
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-gold px-1 text-center text-xs font-bold text-ink"
        >
          {count}
        </span>
      </button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <CartDrawer
            key={openings}
            open={open}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
