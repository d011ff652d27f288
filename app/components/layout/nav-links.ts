/** The header's links (SPEC.md §2): sections of the home page, then the shop. */
export const navLinks = [
  { key: "home", to: "/#home" },
  { key: "services", to: "/#services" },
  { key: "watches", to: "/#luxury" },
  { key: "about", to: "/#about" },
  { key: "contact", to: "/#contact" },
  { key: "shop", to: "/shop" },
] as const;
