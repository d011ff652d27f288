/**
 * Reads Prometheus' text format as GET /metrics answers it: `sample(text, name, labels)` is
 * the sum of the samples of that name whose labels include `labels` (0 when there is none).
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = LINE.exec(line);
    if (!match?.[1] || !match[3]) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(LABEL)) {
      if (key !== undefined && value !== undefined) labels[key] = value;
    }
    found.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return found;
}

export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  return samples(text)
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);
}
