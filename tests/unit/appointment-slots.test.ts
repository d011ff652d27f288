import { describe, expect, it } from "vitest";
import { storeJsonLd } from "#common/store-json-ld.ts";
import { reminderDue } from "#server/appointments/appointment-records.ts";
import {
  freeSlots,
  isOpenForBooking,
  lastBookableDay,
  slotAt,
  slotsOfDay,
  type SlotRules,
} from "#server/appointments/appointment-slots.ts";
import { business } from "#server/business.ts";
import { brusselsClock, brusselsInstant } from "#server/lib/brussels-time.ts";

const HOUR = 3_600_000;
const rules: SlotRules = {
  openingHours: business.openingHours,
  minutes: 30,
  leadMs: 2 * HOUR,
  horizonDays: 60,
  capacity: 1,
};
const at = (day: string, time: string) => brusselsInstant(day, time);

describe("Brussels' clock", () => {
  it("turns a wall-clock time into the right instant in winter and in summer", () => {
    expect(at("2027-01-15", "09:00").toISOString()).toBe("2027-01-15T08:00:00.000Z");
    expect(at("2027-07-15", "09:00").toISOString()).toBe("2027-07-15T07:00:00.000Z");
  });

  it("reads a skipped time as an hour later and a repeated one as its first showing", () => {
    // 2027-03-28: 02:00 becomes 03:00. 2026-10-25: 03:00 becomes 02:00 again.
    expect(brusselsClock(at("2027-03-28", "02:30"))).toEqual({ day: "2027-03-28", time: "03:30" });
    expect(at("2026-10-25", "02:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });
});

describe("slots from the opening hours", () => {
  it("offers Monday and Sunday from 09:00 to 17:30 and nothing on Saturday", () => {
    const monday = slotsOfDay("2027-01-11", rules);
    expect(monday).toHaveLength(18);
    expect(monday[0]).toEqual({
      start: "2027-01-11T08:00:00.000Z",
      end: "2027-01-11T08:30:00.000Z",
      day: "2027-01-11",
      time: "09:00",
    });
    expect(monday.at(-1)?.time).toBe("17:30");
    expect(slotsOfDay("2027-01-16", rules)).toEqual([]);
    expect(slotsOfDay("2027-01-17", rules)).toHaveLength(18);
  });

  it("opens when the site's JSON-LD says the shop opens, day by day", () => {
    const data = JSON.parse(storeJsonLd(business, { origin: "https://x", url: "https://x" })) as {
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    };
    const names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    // 2027-01-11 is a Monday.
    names.forEach((name, index) => {
      const day = `2027-01-${String(11 + index)}`;
      const spec = data.openingHoursSpecification.find((s) =>
        s.dayOfWeek.includes(`https://schema.org/${name}`),
      );
      const slots = slotsOfDay(day, rules);
      expect(slots[0]?.time, name).toBe(spec?.opens);
      expect(slots.at(-1)?.end, name).toBe(spec ? at(day, spec.closes).toISOString() : undefined);
    });
  });

  it("keeps every slot's end by closing time with other lengths", () => {
    const slots = slotsOfDay("2027-01-11", { ...rules, minutes: 45 });
    expect(slots.map((s) => s.time).slice(0, 3)).toEqual(["09:00", "09:45", "10:30"]);
    expect(slots.at(-1)?.time).toBe("17:15");
    expect(slots).toHaveLength(12);
  });

  it("keeps local times across the change to summer time (week of 2027-03-28)", () => {
    const friday = slotsOfDay("2027-03-26", rules);
    const sunday = slotsOfDay("2027-03-28", rules);
    expect(friday[0]?.start).toBe("2027-03-26T08:00:00.000Z");
    expect(sunday[0]?.start).toBe("2027-03-28T07:00:00.000Z");
    expect(sunday.at(-1)).toMatchObject({ time: "17:30", end: "2027-03-28T16:00:00.000Z" });
  });

  it("keeps local times across the change back (week of 2026-10-25)", () => {
    expect(slotsOfDay("2026-10-23", rules)[0]?.start).toBe("2026-10-23T07:00:00.000Z");
    expect(slotsOfDay("2026-10-25", rules)[0]?.start).toBe("2026-10-25T08:00:00.000Z");
  });

  it("finds a slot by its start only where the hours have one", () => {
    expect(slotAt("2027-01-11T08:30:00.000Z", rules)?.time).toBe("09:30");
    expect(slotAt("2027-01-11T08:15:00.000Z", rules)).toBeNull();
    expect(slotAt("2027-01-16T08:00:00.000Z", rules)).toBeNull();
    expect(slotAt("2027-01-11T17:00:00.000Z", rules)).toBeNull();
  });
});

describe("what can be booked", () => {
  const now = at("2027-01-11", "10:10");

  it("starts after the lead time", () => {
    const free = freeSlots({ from: "2027-01-11", to: "2027-01-11" }, now, rules, [], new Map());
    expect(free[0]?.time).toBe("12:30");
    const noLead = freeSlots(
      { from: "2027-01-11", to: "2027-01-11" },
      now,
      { ...rules, leadMs: 0 },
      [],
      new Map(),
    );
    expect(noLead[0]?.time).toBe("10:30");
  });

  it("ends with the horizon: today plus 60 days", () => {
    expect(lastBookableDay(now, rules)).toBe("2027-03-12");
    const [inside] = slotsOfDay("2027-03-12", rules);
    const [beyond] = slotsOfDay("2027-03-13", { ...rules, openingHours: allWeek });
    expect(inside && isOpenForBooking(inside, now, rules, [])).toBe(true);
    expect(beyond && isOpenForBooking(beyond, now, rules, [])).toBe(false);
  });

  it("leaves out closed hours and full slots, and counts free places", () => {
    const day = "2027-01-12";
    const closure = { start: at(day, "10:00").toISOString(), end: at(day, "12:15").toISOString() };
    const taken = new Map([[at(day, "09:00").toISOString(), 1]]);
    const free = freeSlots({ from: day, to: day }, now, rules, [closure], taken);
    const times = free.map((s) => s.time);
    expect(times).not.toContain("09:00");
    expect(times).toContain("09:30");
    // 12:00–12:30 overlaps the closure's last quarter.
    expect(times.filter((t) => t >= "10:00" && t < "12:30")).toEqual([]);
    expect(times).toContain("12:30");
    const shared = freeSlots({ from: day, to: day }, now, { ...rules, capacity: 3 }, [], taken);
    expect(shared[0]).toMatchObject({ time: "09:00", free: 2 });
  });
});

describe("the reminder", () => {
  it("is due at 10:00 the day before, in summer and in winter", () => {
    const now = at("2027-03-20", "12:00");
    expect(reminderDue(at("2027-03-28", "09:00").toISOString(), now)).toBe(
      "2027-03-27T09:00:00.000Z",
    );
    expect(reminderDue(at("2027-03-29", "09:00").toISOString(), now)).toBe(
      "2027-03-28T08:00:00.000Z",
    );
  });

  it("is not owed for a booking made on the day before or later", () => {
    const start = at("2027-03-28", "15:00").toISOString();
    expect(reminderDue(start, at("2027-03-27", "08:00"))).toBeNull();
    expect(reminderDue(start, at("2027-03-28", "08:00"))).toBeNull();
  });
});

const allWeek = [
  { days: [1, 2, 3, 4, 5, 6, 7], hours: { opens: "09:00", closes: "18:00" } },
] as const;
