import type { Config } from "#server/config.ts";

/**
 * Who is asking, for every per-client limit. Without TRUST_PROXY: the socket's address, since
 * anyone can send X-Forwarded-For. Behind trusted proxies: the address the last of them
 * appended, i.e. the `proxyHops`-th entry from the right, as Express's `trust proxy` hop
 * count takes it. The entries left of it are the client's own writing: taking the first let
 * every client pick its own identity for each limit. A list shorter than the hops (a request
 * that came past fewer proxies) gives its left-most entry, again as Express does.
 */
export function clientAddress(
  request: Request,
  config: Pick<Config, "trustProxy" | "proxyHops">,
  socketAddress: () => string | undefined,
): string {
  if (config.trustProxy) {
    const hops = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const appended = hops[Math.max(0, hops.length - config.proxyHops)];
    if (appended) return appended;
  }
  return socketAddress() ?? "unknown";
}
