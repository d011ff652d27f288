import { lazyWhenNear } from "#app/lib/lazy-when-near.tsx";

// The clip's player loads when the section nears the viewport (lazy-when-near.tsx).
export const Location = lazyWhenNear("location", () =>
  import("./location-section.tsx").then((module) => module.LocationSection),
);
