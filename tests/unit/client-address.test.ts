import { describe, expect, it } from "vitest";
import { clientAddress } from "#server/http/client-address.ts";

const SOCKET = "10.0.0.5";
const asked = (forwardedFor?: string) =>
  new Request("http://shop.test/", {
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
const address = (forwardedFor: string | undefined, trustProxy: boolean, proxyHops = 1) =>
  clientAddress(asked(forwardedFor), { trustProxy, proxyHops }, () => SOCKET);

describe("the client's address", () => {
  it("is the socket's without TRUST_PROXY, whatever X-Forwarded-For says", () => {
    expect(address("203.0.113.9", false)).toBe(SOCKET);
    expect(address(undefined, false)).toBe(SOCKET);
  });

  it("is the entry the trusted proxy appended, not the one the client wrote first", () => {
    expect(address("1.1.1.1, 203.0.113.9", true)).toBe("203.0.113.9");
    expect(address("203.0.113.9", true)).toBe("203.0.113.9");
    // Several headers arrive joined with commas; blanks between them are no entry.
    expect(address("forged, , 203.0.113.9 ", true)).toBe("203.0.113.9");
  });

  it("counts TRUST_PROXY_HOPS from the right", () => {
    expect(address("forged, 203.0.113.9, 10.1.1.1", true, 2)).toBe("203.0.113.9");
    expect(address("a, b, 203.0.113.9, 10.1.1.2, 10.1.1.1", true, 3)).toBe("203.0.113.9");
    // Fewer entries than hops: the left-most, as Express takes it.
    expect(address("203.0.113.9", true, 2)).toBe("203.0.113.9");
  });

  it("falls back to the socket when the proxy sent no address", () => {
    expect(address(undefined, true)).toBe(SOCKET);
    expect(address(" , ", true)).toBe(SOCKET);
    expect(clientAddress(asked(), { trustProxy: true, proxyHops: 1 }, () => undefined)).toBe(
      "unknown",
    );
  });
});
