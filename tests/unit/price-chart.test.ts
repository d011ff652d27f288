import { describe, expect, it } from "vitest";
import {
  changePercent,
  chartGeometry,
  chartSize,
  MAX_CHART_POINTS,
  niceStep,
  sampleCloses,
  type Close,
} from "#common/price-chart.ts";

/** `count` daily closes from 2026-01-01, the price of each given by `price(i)`. */
const daily = (count: number, price: (i: number) => number): Close[] =>
  Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    eurPerGram: price(i),
  }));

describe("price chart geometry", () => {
  it("draws every close of a short period, from the plot's left edge to its right", () => {
    const chart = chartGeometry(daily(3, (i) => [100, 110, 105][i] ?? 0));
    expect(chart).not.toBeNull();
    const { plot } = chartSize;
    // y from 100 (bottom of the axis) to 110 (top), with a step of 5: 100, 105, 110.
    expect(chart?.yTicks.map((tick) => tick.eurPerGram)).toEqual([100, 105, 110]);
    expect(chart?.points.map(({ x, y }) => [x, y])).toEqual([
      [plot.left, plot.bottom],
      [(plot.left + plot.right) / 2, plot.top],
      [plot.right, (plot.top + plot.bottom) / 2],
    ]);
    expect(chart?.line).toBe(`M72 212L270 12L468 112`);
    expect(chart?.xTicks.map((tick) => tick.date)).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
    ]);
    expect(chart?.changePercent).toBe(5);
  });

  it("places closes by their day, so a gap in the data is a gap on the line", () => {
    const closes: Close[] = [
      { date: "2026-01-01", eurPerGram: 100 },
      { date: "2026-01-02", eurPerGram: 100 },
      { date: "2026-01-11", eurPerGram: 120 },
    ];
    const xs = chartGeometry(closes)?.points.map((p) => p.x);
    // Day 1 of 10 is a tenth of the way across.
    expect(xs).toEqual([72, 72 + 39.6, 468]);
  });

  it("keeps at most 60 points of five years, the first and the last among them", () => {
    const closes = daily(1826, (i) => 50 + i / 20);
    const sampled = sampleCloses(closes);
    expect(sampled).toHaveLength(MAX_CHART_POINTS);
    expect(sampled[0]).toEqual(closes[0]);
    expect(sampled.at(-1)).toEqual(closes.at(-1));
    const chart = chartGeometry(closes);
    expect(chart?.points).toHaveLength(MAX_CHART_POINTS);
    // The change is over the whole period: 50 → 141.25 €/g.
    expect(chart?.changePercent).toBe(182.5);
    for (const point of chart?.points ?? []) {
      expect(point.x).toBeGreaterThanOrEqual(chartSize.plot.left);
      expect(point.x).toBeLessThanOrEqual(chartSize.plot.right);
      expect(point.y).toBeGreaterThanOrEqual(chartSize.plot.top);
      expect(point.y).toBeLessThanOrEqual(chartSize.plot.bottom);
    }
  });

  it("gives a flat price an axis around it, and no chart to fewer than two closes", () => {
    const flat = chartGeometry(daily(5, () => 99.09));
    expect(flat?.changePercent).toBe(0);
    const ticks = flat?.yTicks.map((tick) => tick.eurPerGram) ?? [];
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...ticks)).toBeLessThanOrEqual(99.09);
    expect(Math.max(...ticks)).toBeGreaterThan(99.09);
    expect(chartGeometry(daily(1, () => 99))).toBeNull();
    expect(chartGeometry([])).toBeNull();
  });

  it("rounds the axis' step to 1, 2 or 5 times a power of ten", () => {
    expect(niceStep(10)).toBe(5);
    expect(niceStep(37)).toBe(10);
    expect(niceStep(3.2)).toBe(1);
    expect(niceStep(0.7)).toBe(0.2);
    expect(niceStep(0)).toBe(1);
  });

  it("counts the change from the first close to the last, one decimal", () => {
    expect(changePercent(daily(2, (i) => [80, 100][i] ?? 0))).toBe(25);
    expect(changePercent(daily(2, (i) => [100, 96.66][i] ?? 0))).toBe(-3.3);
    expect(changePercent(daily(1, () => 100))).toBeNull();
  });
});
