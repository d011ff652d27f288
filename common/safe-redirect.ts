/**
 * Where to go after signing in: only a path on this site ("/profile", "/nl/orders"), never
 * another origin ("//evil.example", "/\\evil.example", "https://…").
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters (a smuggled newline or tab) have no place in a path.
  if (Array.from(target).some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return target;
}
