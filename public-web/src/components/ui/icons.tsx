// A handful of line icons drawn for this site (24 px grid), inline so they cost no request. Those
// of the page frame and the first screen are in shell-icons, which the entry carries.
import type { SVGProps } from 'react';
import { shellIconPaths, SvgIcon } from '@/components/ui/shell-icons';

const paths = {
  ...shellIconPaths,
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  key: 'M15 7a4 4 0 11-3.9 4.9L4 19v2h3v-2h2v-2h2l1.1-1.1A4 4 0 0115 7z',
  wifi: 'M2 9a15 15 0 0120 0M5.5 12.5a10 10 0 0113 0M9 16a5 5 0 016 0M12 19.5h.01',
  sofa: 'M4 11V8a2 2 0 012-2h12a2 2 0 012 2v3M2 13a2 2 0 014 0v2h12v-2a2 2 0 014 0v5H2zM5 18v2m14-2v2',
  shower: 'M4 20V7a3 3 0 016 0v1m-3 0h7M9 12v1m3-1v1m3-1v1m-6 3v1m3-1v1m3-1v1',
  car: 'M3 16v-4l2-5h14l2 5v4zM3 16v3h3v-3m12 0v3h3v-3M7 12.5h.01M17 12.5h.01',
  tree: 'M12 3l-6 9h4l-5 7h14l-5-7h4zM12 19v3',
  mountain: 'M2 20l7-12 4 6 3-4 6 10z',
  external: 'M14 4h6v6m0-6L10 14M18 14v6H4V6h6',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return <SvgIcon d={paths[name]} {...props} />;
}
