import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";

/** The slide `delta` steps from `index`, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

export interface Carousel {
  index: number;
  go(index: number): void;
  next(): void;
  previous(): void;
  /** Spread on the carousel's region: a pointer over it or focus inside it holds the slide. */
  holdProps: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent): void;
  };
}

const reducedMotion = "(prefers-reduced-motion: reduce)";

/**
 * One carousel's state, shared by the hero, the about section's pictures and Hot Deals. With
 * `intervalMs` it turns by itself, except while held (pointer or focus inside, WCAG 2.2.2)
 * and when the visitor asks for reduced motion. The server renders the first slide; turning
 * starts after hydration, so both sides agree.
 */
export function useCarousel(count: number, intervalMs?: number): Carousel {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  // The hold also lives in a ref that the timer reads: the state only stops the timer once
  // React has rendered, and a tick in between would turn the slide under the pointer.
  const heldRef = useRef(false);
  const hold = useCallback((value: boolean) => {
    heldRef.current = value;
    setHeld(value);
  }, []);
  const turns = intervalMs !== undefined && count > 1 && !held;

  useEffect(() => {
    if (!turns) return;
    const motion = window.matchMedia(reducedMotion);
    let timer: ReturnType<typeof setInterval> | undefined;
    const arm = () => {
      clearInterval(timer);
      timer = motion.matches
        ? undefined
        : setInterval(() => {
            if (!heldRef.current) setIndex((current) => wrapIndex(current, 1, count));
          }, intervalMs);
    };
    arm();
    motion.addEventListener("change", arm);
    return () => {
      clearInterval(timer);
      motion.removeEventListener("change", arm);
    };
  }, [turns, count, intervalMs]);

  const go = useCallback(
    (to: number) => {
      setIndex(wrapIndex(to, 0, count));
    },
    [count],
  );
  const next = useCallback(() => {
    setIndex((current) => wrapIndex(current, 1, count));
  }, [count]);
  const previous = useCallback(() => {
    setIndex((current) => wrapIndex(current, -1, count));
  }, [count]);

  return {
    index: wrapIndex(index, 0, count),
    go,
    next,
    previous,
    holdProps: {
      onMouseEnter: () => {
        hold(true);
      },
      onMouseLeave: () => {
        hold(false);
      },
      onFocus: () => {
        hold(true);
      },
      // Focus moving between the carousel's own buttons keeps it held.
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold(false);
      },
    },
  };
}
