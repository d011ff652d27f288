import { describe, expect, it } from "vitest";
import { addDays, brusselsClock } from "#server/lib/brussels-time.ts";
import { openServerDatabase } from "./support/database.ts";
import { mailTexts } from "./support/outbox.ts";
import { baseUrl } from "./support/pages.ts";

interface SlotAnswer {
  slots: { start: string; end: string; day: string; time: string; free: number }[];
}

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The free slots of the coming week, as the server answers them. */
async function freeSlots() {
  const today = brusselsClock(new Date()).day;
  const query = new URLSearchParams({ from: addDays(today, 2), to: addDays(today, 8) });
  const response = await fetch(`${baseUrl()}/api/appointments/slots?${query.toString()}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as SlotAnswer).slots;
}

const stored = (email: string) => {
  const db = openServerDatabase();
  try {
    return db.prepare("select status from appointments where email = ?").all(email);
  } finally {
    db.close();
  }
};

describe("the appointments API", () => {
  it("books a free slot once, refuses it then, and frees it on cancel", async () => {
    const [slot] = await freeSlots();
    if (!slot) throw new Error("no free slot in the coming week");
    const email = `api-appointment-${String(Date.now())}@example.be`;
    const visit = {
      topic: "watch",
      start: slot.start,
      name: "Jan Janssens",
      email,
      phone: "+32 470 00 00 00",
      locale: "nl",
    };
    const booked = await post("/api/appointments", visit);
    expect(booked.status).toBe(201);
    const answer = (await booked.json()) as { id: string; start: string; token: string };
    expect(answer.start).toBe(slot.start);
    expect((await freeSlots()).map((s) => s.start)).not.toContain(slot.start);

    const again = await post("/api/appointments", { ...visit, email: `again-${email}` });
    expect(again.status).toBe(409);
    const refusal = (await again.json()) as { error: string };
    expect(refusal.error).toContain("no longer free");

    const view = await post("/api/appointments/view", { token: answer.token });
    expect(await view.json()).toMatchObject({ id: answer.id, topic: "watch", status: "booked" });
    expect((await post("/api/appointments/cancel", { token: answer.token })).status).toBe(200);
    expect((await freeSlots()).map((s) => s.start)).toContain(slot.start);
    expect(stored(email)).toEqual([{ status: "cancelled" }]);

    // The confirmation, in Dutch, then the cancellation leave through the outbox.
    await expect.poll(async () => (await mailTexts(email)).length, { timeout: 10_000 }).toBe(2);
    expect((await mailTexts(email))[0]).toContain("/nl/appointment/manage?token=");
  });

  it("answers bad input with 400 and the fields, and stores nothing", async () => {
    const email = `api-appointment-bad-${String(Date.now())}@example.be`;
    const response = await post("/api/appointments", {
      topic: "painting",
      start: "soon",
      name: "",
      email,
      phone: "call me",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(["name", "phone", "start", "topic"]);
    expect(stored(email)).toEqual([]);
    const text = await fetch(`${baseUrl()}/api/appointments`, { method: "POST", body: "x" });
    expect(text.status).toBe(415);
    expect((await post("/api/appointments/move", { token: "short" })).status).toBe(400);
  });
});
