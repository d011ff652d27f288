import { useLocation } from "react-router";

/**
 * A piece opened from the shop's grid shows as a dialog over it; the same address opened
 * any other way (a shared link, a reload, a search engine) is a page of its own. The grid's
 * links say which through the history entry's state.
 */
export const overGridState = { overGrid: true } as const;

export function useOverGrid(): boolean {
  const state: unknown = useLocation().state;
  return (
    typeof state === "object" && state !== null && "overGrid" in state && state.overGrid === true
  );
}
