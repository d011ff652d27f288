import { lazyWhenNear } from "#app/lib/lazy-when-near.tsx";

// The form, its photo field and the map's consent load when the section nears the viewport
// (lazy-when-near.tsx): the server's form posts without them, so nothing waits on the code.
export const Contact = lazyWhenNear("contact", () =>
  import("./contact-section.tsx").then((module) => module.ContactSection),
);
