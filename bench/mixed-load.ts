import sharp from "sharp";
import type { CatalogueItemDetail, CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { apiOrder } from "#tests/e2e/support/catalogue.ts";
import { httpSession, signedUpSession, type HttpSession } from "#tests/e2e/support/http-session.ts";
import { outboxOf } from "#tests/e2e/support/outbox.ts";
import { startServer } from "#tests/e2e/support/server.ts";
import { residentBytes, residentSampler } from "./load.ts";

/** How long the mixed load runs, and the window at its end that must not grow. */
export const MIXED_LOAD_SECONDS = 300;
export const FLAT_WINDOW_SECONDS = 120;
/** Clients at once, each doing one thing after another (a shop's busy hour, not a flood). */
const CLIENTS = 8;

export interface MixedLoadFigures {
  /** The server's resident set once a second from the start of the load, in bytes. */
  samples: number[];
  /** After the load, once the server has been idle for ten seconds. */
  settledBytes: number;
  /** What each kind of request answered: `"order 201": 431`. */
  answers: Record<string, number>;
}

/**
 * The kinds of visit, with how often each comes: most visitors browse (the home page in three
 * languages, the shop, a piece, the list API, signed in or not), some price their cart, fewer
 * order, and some send photos for a valuation. Each returns its answer's status.
 */
interface Visit {
  kind: string;
  weight: number;
  run(): Promise<number>;
}

const status = async (answer: Promise<Response>) => {
  const response = await answer;
  await response.arrayBuffer();
  return response.status;
};

/** A phone photo (2000 × 1500), as people send of a ring; decoded and stored like any other. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * Five minutes of mixed traffic on a fresh server with the demo catalogue: browse, quote,
 * order, upload. Limits meant for one client are raised, since every client here has the same
 * address. The resident set is read once a second.
 */
export async function measureMixedLoad(env: Record<string, string>): Promise<MixedLoadFigures> {
  const server = await startServer({
    ...env,
    ORDER_RATE_LIMIT_MAX: "1000000",
    VALUATION_RATE_LIMIT_MAX: "1000000",
  });
  try {
    const pid = server.process.pid;
    if (pid === undefined) throw new Error("server process has no pid");
    const visits = await mixedVisits(server.url, outboxOf(server));
    const answers: Record<string, number> = {};
    const ends = Date.now() + MIXED_LOAD_SECONDS * 1000;
    const sampler = residentSampler(pid, 1000);
    const total = visits.reduce((sum, visit) => sum + visit.weight, 0);
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < ends) {
          let pick = Math.random() * total;
          const visit = visits.find((v) => (pick -= v.weight) < 0) ?? visits[0];
          if (!visit) throw new Error("no visits");
          const code = await visit.run().catch(() => 0);
          const key = `${visit.kind} ${code}`;
          answers[key] = (answers[key] ?? 0) + 1;
        }
      }),
    );
    const samples = await sampler.stop();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    return { samples, settledBytes: await residentBytes(pid), answers };
  } finally {
    await server.stop();
  }
}

async function mixedVisits(url: string, mailbox: ReturnType<typeof outboxOf>): Promise<Visit[]> {
  const list = (await (await fetch(`${url}/api/products`)).json()) as CataloguePage;
  const pieces = list.items.filter((item) => item.kind === "product" && item.minPriceCents);
  const ring = pieces[0];
  if (!ring) throw new Error("the demo catalogue has no priced ring");
  const detail = (await (
    await fetch(`${url}/api/products/${ring.id}`)
  ).json()) as CatalogueItemDetail;
  const customer = await signedUpSession(url, `mixed-${Date.now()}@example.be`, undefined, {
    mailbox,
  });
  const visitor = httpSession(url);
  const photo = await phonePhoto();
  const pages = ["/", "/nl", "/fr", "/shop", "/nl/shop", "/shop?metal=platinum", "/api/products"];
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
  const line = apiOrder(detail, "quote").lines;
  let orders = 0;
  return [
    { kind: "browse", weight: 50, run: () => status(visitor.request("GET", pick(pages))) },
    {
      kind: "piece",
      weight: 10,
      run: () => status(visitor.request("GET", `/shop/${pick(pieces).slug}`)),
    },
    { kind: "signed-in", weight: 10, run: () => status(customer.request("GET", pick(pages))) },
    {
      kind: "quote",
      weight: 15,
      run: () =>
        status(
          visitor.request("POST", "/api/cart/quote", JSON.stringify({ lines: line }), {
            "content-type": "application/json",
          }),
        ),
    },
    {
      kind: "order",
      weight: 10,
      run: () =>
        status(
          customer.request(
            "POST",
            "/api/orders",
            JSON.stringify(apiOrder(detail, `mixed-${Date.now()}-${orders++}`)),
            { "content-type": "application/json" },
          ),
        ),
    },
    { kind: "upload", weight: 5, run: () => valuation(visitor, photo) },
  ];
}

/** A valuation request with two photos, as the home page's form sends it. */
function valuation(session: HttpSession, photo: Buffer) {
  const form = new FormData();
  form.append("name", "Mixed Load");
  form.append("email", "mixed@example.be");
  form.append("message", "Two photos of a ring.");
  for (const name of ["front.jpg", "side.jpg"])
    form.append("photos", new File([new Uint8Array(photo)], name, { type: "image/jpeg" }));
  return status(session.request("POST", "/api/valuations", form));
}
