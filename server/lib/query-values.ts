/**
 * A list's own parameters from a query string, as text to parse: the others (utm_* on a link,
 * anything a tab does not read) are ignored, and a repeated one counts once.
 */
export function queryValues(
  params: URLSearchParams,
  names: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}
