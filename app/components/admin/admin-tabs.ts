import type { PagePath } from "#common/locales.ts";

/** The admin panel's tabs, each its own route under /admin (docs/product.md §2 "Admin panel"). */
export const adminTabs = [
  { key: "valuations", path: "/admin" },
  { key: "appointments", path: "/admin/appointments" },
  { key: "products", path: "/admin/products" },
  { key: "orders", path: "/admin/orders" },
  { key: "attractImages", path: "/admin/attract-images" },
  { key: "specialEditions", path: "/admin/special-editions" },
  { key: "mails", path: "/admin/mails" },
  { key: "activity", path: "/admin/activity" },
] as const satisfies readonly { key: string; path: PagePath }[];

export type AdminTab = (typeof adminTabs)[number]["key"];
