import { get, type IncomingHttpHeaders } from "node:http";
import { baseUrl } from "./pages.ts";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A GET of the shared server with exactly these headers, whose body stays as sent: fetch adds
 * Accept-Encoding and decompresses.
 */
export function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl()}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** rawGet() asking for an encoding, or naming none. */
export const rawGetEncoded = (path: string, acceptEncoding?: string) =>
  rawGet(path, acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding });
