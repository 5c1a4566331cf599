/** A pin's place on the plan, in percent of its width and height. */
export interface PinPoint {
  id: string;
  x: number;
  y: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export const directionOfKey = (key: string): Direction | undefined => ARROWS[key];

/**
 * The pin an arrow key leads to from `from`: the nearest one lying in that direction, where
 * straying sideways counts double (so Right stays in the row, Down goes to the row below, the
 * pin most nearly underneath). Null at the edge of the plan.
 */
export function nextPin<T extends PinPoint>(pins: T[], from: T, direction: Direction): T | null {
  let best: T | null = null;
  let bestScore = Infinity;
  for (const pin of pins) {
    if (pin.id === from.id) continue;
    const dx = pin.x - from.x;
    const dy = pin.y - from.y;
    const [ahead, aside] =
      direction === 'right'
        ? [dx, dy]
        : direction === 'left'
          ? [-dx, dy]
          : direction === 'down'
            ? [dy, dx]
            : [-dy, dx];
    // Only pins clearly in that direction: more ahead than aside.
    if (ahead <= 0 || Math.abs(aside) > ahead * 2) continue;
    const score = ahead + Math.abs(aside) * 2;
    if (score < bestScore) {
      bestScore = score;
      best = pin;
    }
  }
  return best;
}
