/** A complete form as the tab sends it: two carats priced as a Belgian types them. */
export const productForm = (extra: Record<string, string> = {}): Record<string, string> => ({
  name: "Aurora Halo in Platinum",
  description: "A round brilliant in a halo.",
  diamondShape: "round-brilliant",
  ringDesign: "halo",
  ringMetal: "platinum",
  discount: "0",
  carat50: "on",
  price50: "1.250",
  carat100: "on",
  price100: "4 950,00",
  images: "",
  ...extra,
});
