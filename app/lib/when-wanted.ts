/**
 * Resolves on the visitor's first scroll, touch, click or key press: when code for a part of
 * the page below the fold is worth fetching (a visitor who never scrolls never sees it).
 * Anything that could re-render the page before that part hydrates (a navigation, a form)
 * starts with one of these, so no update waits for code that is not on its way. When the
 * element `id` is not in the document, the part is being rendered in the browser (a
 * client-side navigation, no server markup to show meanwhile): at once.
 */
export function whenWanted(id: string): Promise<void> {
  return new Promise((resolve) => {
    if (!document.getElementById(id)) resolve();
    for (const type of ["scroll", "pointerdown", "keydown", "touchstart"]) {
      addEventListener(
        type,
        () => {
          resolve();
        },
        { once: true, capture: true, passive: true },
      );
    }
  });
}
