/**
 * Runs at most `limit` of the given jobs at once, in the order they came; the others wait
 * their turn. For work that holds much memory or a core while it runs (decoding pictures).
 */
export function queue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
