/**
 * The geometry of the price page's history chart (app/components/gold-price/price-chart.tsx),
 * kept pure so it is tested without a browser: which closes are drawn, where each lands in the
 * SVG's coordinates, the axis' ticks and the change over the period. The server draws the SVG
 * from it; no chart library reaches the browser.
 */

export interface Close {
  /** YYYY-MM-DD */
  date: string;
  eurPerGram: number;
}

export interface ChartPoint extends Close {
  x: number;
  y: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The plot's area inside the axes' labels. */
  plot: { left: number; top: number; right: number; bottom: number };
  /** The SVG path of the line through every drawn close. */
  line: string;
  /** The closes drawn, oldest first: the chart's line and its data table. */
  points: ChartPoint[];
  yTicks: { y: number; eurPerGram: number }[];
  xTicks: { x: number; date: string }[];
  /** From the first close drawn to the last, in percent. */
  changePercent: number;
}

/** A line of more points than this is not readable at the chart's size, nor a table of them. */
export const MAX_CHART_POINTS = 60;

/**
 * The SVG's own units: narrow enough that its 14-unit labels stay readable when a phone draws
 * it 340 px wide, with room on the left for a price and below for a date.
 */
export const chartSize = {
  width: 480,
  height: 240,
  plot: { left: 72, top: 12, right: 468, bottom: 212 },
} as const;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** At most `max` closes spread evenly over the list, always with its first and its last. */
export function sampleCloses<T>(closes: readonly T[], max = MAX_CHART_POINTS): T[] {
  if (closes.length <= max) return [...closes];
  const picked: T[] = [];
  for (let i = 0; i < max; i++) {
    const close = closes[Math.round((i * (closes.length - 1)) / (max - 1))];
    if (close !== undefined) picked.push(close);
  }
  return picked;
}

/** The change from the first close to the last in percent, one decimal; null with fewer than two. */
export function changePercent(closes: readonly Close[]): number | null {
  const first = closes[0];
  const last = closes.at(-1);
  if (!first || !last || closes.length < 2 || first.eurPerGram <= 0) return null;
  return round1(((last.eurPerGram - first.eurPerGram) / first.eurPerGram) * 100);
}

/** A step of 1, 2 or 5 × a power of ten that splits `span` in about `parts`. */
export function niceStep(span: number, parts = 4): number {
  const raw = span / parts;
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/**
 * The chart of `closes` (oldest first): null with fewer than two (a line needs two points).
 * x is the day, so a gap in the data is a gap in time; y runs between round figures just
 * below the lowest close and just above the highest.
 */
export function chartGeometry(closes: readonly Close[]): ChartGeometry | null {
  const drawn = sampleCloses(closes);
  const change = changePercent(drawn);
  const first = drawn[0];
  const last = drawn.at(-1);
  if (!first || !last || change === null) return null;
  const { width, height, plot } = chartSize;
  const prices = drawn.map((close) => close.eurPerGram);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  // A flat line still gets an axis: a step of 1 % of the price around it.
  const step = niceStep(high > low ? high - low : low / 25);
  const bottomPrice = Math.floor(low / step) * step;
  const topPrice = Math.max(Math.ceil(high / step) * step, bottomPrice + step);
  const firstDay = dayNumber(first.date);
  const days = Math.max(dayNumber(last.date) - firstDay, 1);
  const xOf = (date: string) =>
    round1(plot.left + ((dayNumber(date) - firstDay) / days) * (plot.right - plot.left));
  const yOf = (price: number) =>
    round1(
      plot.bottom - ((price - bottomPrice) / (topPrice - bottomPrice)) * (plot.bottom - plot.top),
    );
  const points = drawn.map((close) => ({ ...close, x: xOf(close.date), y: yOf(close.eurPerGram) }));
  const yTicks: ChartGeometry["yTicks"] = [];
  for (let price = bottomPrice; price <= topPrice + step / 2; price += step) {
    const eurPerGram = Math.round(price * 100) / 100;
    yTicks.push({ y: yOf(eurPerGram), eurPerGram });
  }
  const middle = drawn[Math.floor((drawn.length - 1) / 2)] ?? first;
  const xTicks = [first, middle, last]
    .filter((close, index, all) => all.findIndex((other) => other.date === close.date) === index)
    .map((close) => ({ x: xOf(close.date), date: close.date }));
  return {
    width,
    height,
    plot,
    line: points.map((p, index) => `${index === 0 ? "M" : "L"}${p.x} ${p.y}`).join(""),
    points,
    yTicks,
    xTicks,
    changePercent: change,
  };
}
