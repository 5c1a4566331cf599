// The icons of the page frame and the landing page's first screen (header, menu, theme, toasts,
// hero). The others (components/ui/icons) load with the parts that show them, so the first
// screen's code does not carry every icon's drawing.
import type { SVGProps } from 'react';

export const shellIconPaths = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  sun: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7l1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2l-1.4-1.4M12 8a4 4 0 100 8 4 4 0 000-8z',
  moon: 'M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z',
  monitor: 'M3 5h18v11H3zM8 20h8M12 16v4',
  arrowRight: 'M5 12h14m-6-6l6 6-6 6',
} as const;

export type ShellIconName = keyof typeof shellIconPaths;

/** A line icon on the 24 px grid, drawn by one path. */
export function SvgIcon({ d, ...props }: { d: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export function ShellIcon({ name, ...props }: { name: ShellIconName } & SVGProps<SVGSVGElement>) {
  return <SvgIcon d={shellIconPaths[name]} {...props} />;
}
