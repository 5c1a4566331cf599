// Flat illustrations of the campsite and the Dachstein region, drawn as SVG. Every picture of the
// site comes from here (see generate.ts), so none has unclear rights.

export interface Palette {
  skyTop: string;
  skyBottom: string;
  far: string;
  mid: string;
  near: string;
  meadow: string;
  meadowDark: string;
  snow: string;
  sun: string;
}

export const day: Palette = {
  skyTop: '#7fb6e0',
  skyBottom: '#dcefff',
  far: '#9fb3c8',
  mid: '#6f8aa3',
  near: '#4f6b5e',
  meadow: '#7fb069',
  meadowDark: '#5e9150',
  snow: '#f4f8fb',
  sun: '#ffe08a',
};

export const dusk: Palette = {
  skyTop: '#3d5a80',
  skyBottom: '#f6b27a',
  far: '#8c7aa8',
  mid: '#5f5b86',
  near: '#3e4f57',
  meadow: '#5f8f55',
  meadowDark: '#456f42',
  snow: '#ffe3cf',
  sun: '#ffd27f',
};

export const winter: Palette = {
  skyTop: '#8fb8de',
  skyBottom: '#eef6ff',
  far: '#b9c9da',
  mid: '#8aa2ba',
  near: '#6d8699',
  meadow: '#f3f7fb',
  meadowDark: '#d9e4ee',
  snow: '#ffffff',
  sun: '#fff1b8',
};

const r = (n: number) => Math.round(n * 10) / 10;

/** A ridge line through the given peaks [x, y] across the full width, closed to the bottom. */
function ridge(width: number, height: number, peaks: [number, number][], base: number): string {
  const pts = [[0, base], ...peaks, [width, base]].map(([x, y]) => `${r(x)},${r(y)}`).join(' L');
  return `M${pts} L${width},${height} L0,${height}Z`;
}

/** Snow caps: small polygons under each peak higher than `line`. */
function snowCaps(peaks: [number, number][], line: number, color: string): string {
  return peaks
    .filter(([, y]) => y < line)
    .map(([x, y]) => {
      const d = line - y;
      return `<path d="M${r(x)},${r(y)} L${r(x + d * 0.9)},${r(line)} L${r(x + d * 0.4)},${r(line - d * 0.25)} L${r(x)},${r(line + d * 0.05)} L${r(x - d * 0.35)},${r(line - d * 0.2)} L${r(x - d * 0.8)},${r(line)}Z" fill="${color}"/>`;
    })
    .join('');
}

export function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})" fill="#fff" opacity="${opacity}"><ellipse cx="0" cy="0" rx="40" ry="14"/><ellipse cx="-18" cy="-8" rx="20" ry="14"/><ellipse cx="12" cy="-12" rx="24" ry="17"/></g>`;
}

export function tree(x: number, y: number, s: number, color = '#2f5d46'): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})"><rect x="-2" y="0" width="4" height="10" fill="#5b4030"/><path d="M0,-34 L14,0 L-14,0Z" fill="${color}"/><path d="M0,-44 L10,-18 L-10,-18Z" fill="${color}"/></g>`;
}

export function tent(x: number, y: number, s: number, color = '#e76f51'): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})"><path d="M0,-40 L34,0 L-34,0Z" fill="${color}"/><path d="M0,-40 L10,0 L-10,0Z" fill="#000" opacity=".25"/><path d="M-40,0 H40" stroke="#3b3b3b" stroke-width="2"/></g>`;
}

export function caravan(x: number, y: number, s: number, color = '#f4f1de'): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})"><rect x="-50" y="-44" width="90" height="38" rx="14" fill="${color}" stroke="#5c677d" stroke-width="2"/><rect x="-38" y="-34" width="22" height="14" rx="3" fill="#9ec5e8"/><rect x="4" y="-36" width="14" height="28" rx="2" fill="#c9ada7"/><path d="M-50,-14 H40" stroke="#e07a5f" stroke-width="4"/><circle cx="-10" cy="-4" r="8" fill="#333"/><path d="M40,-10 H58" stroke="#5c677d" stroke-width="3"/></g>`;
}

export function motorhome(x: number, y: number, s: number, color = '#ffffff'): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})"><path d="M-60,-8 V-50 Q-60,-56 -52,-56 H30 Q44,-56 48,-42 L58,-22 Q62,-18 62,-10 V-8Z" fill="${color}" stroke="#5c677d" stroke-width="2"/><path d="M34,-48 L50,-24 H34Z" fill="#9ec5e8"/><rect x="-48" y="-44" width="26" height="14" rx="3" fill="#9ec5e8"/><rect x="-14" y="-44" width="18" height="30" rx="2" fill="#d8e2dc"/><path d="M-60,-20 H62" stroke="#2a9d8f" stroke-width="4"/><circle cx="-38" cy="-6" r="9" fill="#333"/><circle cx="36" cy="-6" r="9" fill="#333"/></g>`;
}

export function hiker(x: number, y: number, s: number): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})" stroke="#2b2d42" stroke-width="4" stroke-linecap="round" fill="none"><circle cx="0" cy="-46" r="6" fill="#2b2d42"/><path d="M0,-38 L-2,-16 L-10,0 M-2,-16 L8,0 M0,-34 L12,-22 M0,-34 L-10,-26 L-14,-14"/><path d="M16,-30 L20,2" stroke="#8d6e63"/><rect x="-10" y="-38" width="9" height="16" rx="2" fill="#e76f51" stroke="none"/></g>`;
}

export function bike(x: number, y: number, s: number): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})" fill="none" stroke="#2b2d42" stroke-width="3.5" stroke-linecap="round"><circle cx="-22" cy="-12" r="12"/><circle cx="22" cy="-12" r="12"/><path d="M-22,-12 L-6,-34 H14 L22,-12 M-6,-34 L4,-12 L14,-34 M-10,-40 H-2 M12,-40 L16,-34" stroke="#e63946"/><circle cx="0" cy="-62" r="6" fill="#2b2d42" stroke="none"/><path d="M0,-56 L-6,-40 L4,-12 M-2,-52 L12,-40"/></g>`;
}

export function skier(x: number, y: number, s: number): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s}) rotate(18)" stroke="#2b2d42" stroke-width="4" stroke-linecap="round" fill="none"><circle cx="0" cy="-44" r="6" fill="#e63946" stroke="none"/><path d="M0,-36 L-4,-18 L6,-6 M-4,-18 L-12,-4 M0,-32 L14,-24 M0,-32 L-12,-22"/><path d="M-26,2 L22,0" stroke="#1d3557"/><path d="M14,-24 L24,4 M-12,-22 L-20,6" stroke="#6c757d" stroke-width="2"/></g>`;
}

export interface SceneOptions {
  width: number;
  height: number;
  palette?: Palette;
  /** Horizontal offset of the clouds (animates the hero video); clouds wrap around. */
  cloudShift?: number;
  sun?: boolean;
  peaks?: [number, number][];
  foreground?: string;
  /** Height of the meadow line as a fraction of the height. */
  ground?: number;
  lake?: boolean;
  stars?: boolean;
}

/** The Dachstein south faces: a long limestone wall with the Hoher Dachstein as its high point. */
export function dachsteinPeaks(w: number, h: number): [number, number][] {
  return [
    [w * 0.08, h * 0.42],
    [w * 0.16, h * 0.3],
    [w * 0.24, h * 0.36],
    [w * 0.34, h * 0.2],
    [w * 0.42, h * 0.28],
    [w * 0.5, h * 0.14],
    [w * 0.58, h * 0.24],
    [w * 0.66, h * 0.19],
    [w * 0.76, h * 0.32],
    [w * 0.86, h * 0.26],
    [w * 0.95, h * 0.4],
  ];
}

export function scene(o: SceneOptions): string {
  const { width: w, height: h } = o;
  const p = o.palette ?? day;
  const ground = h * (o.ground ?? 0.7);
  const peaks = o.peaks ?? dachsteinPeaks(w, h);
  const shift = o.cloudShift ?? 0;
  const wrap = (x: number) => ((((x + shift) % (w * 1.4)) + w * 1.4) % (w * 1.4)) - w * 0.2;
  const clouds = [
    cloud(wrap(w * 0.15), h * 0.14, w / 700),
    cloud(wrap(w * 0.55), h * 0.09, w / 900, 0.8),
    cloud(wrap(w * 0.9), h * 0.2, w / 800, 0.85),
    cloud(wrap(w * 1.15), h * 0.12, w / 1000, 0.7),
  ].join('');
  const midPeaks: [number, number][] = [
    [w * 0.12, ground - h * 0.2],
    [w * 0.3, ground - h * 0.12],
    [w * 0.48, ground - h * 0.22],
    [w * 0.7, ground - h * 0.1],
    [w * 0.88, ground - h * 0.2],
  ];
  const trees = [0.04, 0.09, 0.14, 0.83, 0.9, 0.96]
    .map((f, i) => tree(w * f, ground + h * 0.03, (w / 480) * (0.8 + (i % 3) * 0.15)))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8d3"/><stop offset="1" stop-color="#2f6f8f"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
${o.sun === false ? '' : `<circle cx="${r(w * 0.8)}" cy="${r(h * 0.16)}" r="${r(h * 0.07)}" fill="${p.sun}"/>`}
${clouds}
<path d="${ridge(w, h, peaks, h * 0.5)}" fill="${p.far}"/>
${snowCaps(peaks, h * 0.33, p.snow)}
<path d="${ridge(w, h, midPeaks, ground - h * 0.05)}" fill="${p.mid}"/>
<path d="M0,${r(ground)} Q${r(w * 0.3)},${r(ground - h * 0.05)} ${r(w * 0.55)},${r(ground)} T${w},${r(ground - h * 0.02)} V${h} H0Z" fill="${p.meadow}"/>
${o.lake ? `<ellipse cx="${r(w * 0.5)}" cy="${r(ground + h * 0.12)}" rx="${r(w * 0.34)}" ry="${r(h * 0.08)}" fill="url(#lake)"/><path d="M${r(w * 0.3)},${r(ground + h * 0.11)} H${r(w * 0.42)} M${r(w * 0.55)},${r(ground + h * 0.14)} H${r(w * 0.7)}" stroke="#fff" stroke-width="2" opacity=".5"/>` : ''}
<path d="M0,${r(ground + h * 0.18)} Q${r(w * 0.5)},${r(ground + h * 0.1)} ${w},${r(ground + h * 0.2)} V${h} H0Z" fill="${p.meadowDark}"/>
${trees}
${o.foreground ?? ''}
</svg>`;
}
