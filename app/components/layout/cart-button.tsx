import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { Icon } from "#app/components/ui/icon.tsx";

// docs/product.md §3: the cart lives in local storage under "cart" as a list of items.
const CART_KEY = "cart";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener("storage", onChange);
  };
}

function readCount(): number {
  try {
    const items: unknown = JSON.parse(window.localStorage.getItem(CART_KEY) ?? "[]");
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

/**
 * Shows how many items the cart holds. The cart drawer arrives with the shop; until then
 * the button leads to the shop page.
 */
export function CartButton() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const count = useSyncExternalStore(subscribe, readCount, () => 0);
  return (
    <Link
      to={localized("/shop")}
      aria-label={t("nav.cart", { count })}
      className="relative rounded p-2 text-white hover:bg-white/10"
    >
      <Icon path="M6 7h12l-1 13H7L6 7zM9 7a3 3 0 016 0" />
      <span
        aria-hidden="true"
        className="absolute -right-1 -top-1 min-w-5 rounded-full bg-gold px-1 text-center text-xs font-bold text-ink"
      >
        {count}
      </span>
    </Link>
  );
}
