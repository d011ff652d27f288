import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * Whether this render runs in the browser after hydration: false on the server and while
 * hydrating (so the markup matches), true from the render after. For controls that only
 * JavaScript can serve, which a page without it should not offer.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
