// A leaf of its own: lib/scroll.ts loads lib/anchor.ts on first use, and both ask this.
export const prefersReducedMotion = () =>
  Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
