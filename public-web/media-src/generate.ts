// Makes every image and the hero video of the public site:
//   node --import tsx public-web/media-src/generate.ts
// SVGs are written directly; the poster, the Open Graph image, the touch icon and the video frames
// are rendered by Debian's Chromium (/usr/bin/chromium) and encoded with ffmpeg
// (`apt-get install -y ffmpeg`). The outputs are committed; run this only to change them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  bike,
  caravan,
  cloud,
  day,
  dusk,
  hiker,
  motorhome,
  scene,
  skier,
  tent,
  tree,
  winter,
  type Palette,
} from './scene.ts';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const W = 480;
const H = 320;

const write = (file: string, svg: string) => {
  const target = path.join(PUBLIC, file);
  mkdirSync(path.dirname(target), { recursive: true });
  // Collapse the template's whitespace: these files are served as they are.
  writeFileSync(target, svg.replace(/\n/g, '').replace(/\s{2,}/g, ' '));
};

const g = H * 0.7;
const pic = (foreground: string, extra: Partial<Parameters<typeof scene>[0]> = {}) =>
  scene({ width: W, height: H, foreground, ...extra });

// Pitch categories (the API's imageUrl values).
write(
  'images/categories/tent.svg',
  pic(tent(W * 0.42, g + 40, 1.6) + tent(W * 0.68, g + 52, 1.1, '#2a9d8f')),
);
write('images/categories/caravan.svg', pic(caravan(W * 0.5, g + 54, 1.7)));
write('images/categories/motorhome.svg', pic(motorhome(W * 0.5, g + 56, 1.6)));
write(
  'images/categories/comfort.svg',
  pic(
    motorhome(W * 0.42, g + 56, 1.4, '#fdf0d5') +
      `<g transform="translate(${W * 0.8} ${g + 56})"><rect x="-8" y="-60" width="16" height="60" rx="3" fill="#2a9d8f"/><circle cx="0" cy="-46" r="5" fill="#ffd166"/><rect x="-5" y="-30" width="10" height="8" fill="#fff"/></g>`,
    { palette: dusk },
  ),
);

// Facilities gallery.
const building = (x: number, y: number, s: number, body: string, sign: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-70" y="-60" width="140" height="60" fill="${body}"/><path d="M-80,-60 L0,-96 L80,-60Z" fill="#8d5b4c"/><rect x="-12" y="-38" width="24" height="38" fill="#5b4030"/><rect x="-56" y="-46" width="26" height="18" fill="#cfe8f7"/><rect x="30" y="-46" width="26" height="18" fill="#cfe8f7"/>${sign}</g>`;
write(
  'images/facilities/entrance.svg',
  pic(
    building(W * 0.3, g + 40, 0.9, '#f2e8cf', '<circle cx="0" cy="-72" r="8" fill="#ffd166"/>') +
      `<g transform="translate(${W * 0.62} ${g + 44})"><rect x="-6" y="-46" width="12" height="46" fill="#4a4e69"/><rect x="0" y="-44" width="150" height="9" fill="#fff" stroke="#c1121f" stroke-width="2"/><path d="M20,-44 v9 M50,-44 v9 M80,-44 v9 M110,-44 v9 M140,-44 v9" stroke="#c1121f" stroke-width="10"/><rect x="-22" y="-40" width="14" height="22" rx="2" fill="#2b2d42"/><rect x="-19" y="-36" width="8" height="6" fill="#80ed99"/></g>`,
  ),
);
write(
  'images/facilities/pitches.svg',
  pic(
    [0.18, 0.45, 0.72]
      .map(
        (f) =>
          `<rect x="${W * f - 50}" y="${g + 30}" width="100" height="46" fill="none" stroke="#fff" stroke-dasharray="6 5" stroke-width="2" opacity=".8"/>`,
      )
      .join('') +
      tent(W * 0.18, g + 66, 1) +
      caravan(W * 0.47, g + 70, 0.9) +
      motorhome(W * 0.73, g + 70, 0.8),
  ),
);
write(
  'images/facilities/sanitary.svg',
  pic(
    building(
      W * 0.5,
      g + 50,
      1.3,
      '#e9edc9',
      '<circle cx="-44" cy="-70" r="0"/><g fill="#1f5f4a"><circle cx="-2" cy="-75" r="3"/><rect x="-4" y="-71" width="5" height="9"/><circle cx="8" cy="-75" r="3"/><path d="M4,-71 h8 l-2,9 h-4z"/></g>',
    ),
  ),
);
const droplets = Array.from({ length: 18 }, (_, i) => {
  const x = 90 + (i % 6) * 8 + Math.floor(i / 6) * 150;
  const y = 120 + ((i * 37) % 60);
  return `<path d="M${x},${y} q3,6 0,9 q-3,-3 0,-9z" fill="#5fa8d3"/>`;
}).join('');
write(
  'images/facilities/showers.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#e0f0ea"/><g stroke="#c7ddd5" stroke-width="2">${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 40},0 V${H}"/>`).join('')}${Array.from({ length: 8 }, (_, i) => `<path d="M0,${i * 40} H${W}"/>`).join('')}</g>${[110, 260, 410].map((x) => `<g fill="#6c757d"><rect x="${x - 4}" y="40" width="8" height="50"/><rect x="${x - 34}" y="84" width="40" height="8" rx="4"/><ellipse cx="${x - 34}" cy="100" rx="22" ry="8" fill="#adb5bd"/></g>`).join('')}${droplets.replace(/(\d+),(\d+)/g, (_, x: string, y: string) => `${Number(x) - 30},${y}`)}<rect x="0" y="${H - 40}" width="${W}" height="40" fill="#2a9d8f"/><rect x="200" y="${H - 70}" width="80" height="30" rx="4" fill="#ffd166"/></svg>`,
);
write(
  'images/facilities/comfort.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#f2e8cf"/><rect y="${H - 60}" width="${W}" height="60" fill="#d4a373"/>${[90, 210].map((x) => `<g transform="translate(${x} ${H - 60})"><rect x="-50" y="-120" width="100" height="120" rx="8" fill="#fff" stroke="#6c757d" stroke-width="3"/><circle cx="0" cy="-55" r="34" fill="#cfe8f7" stroke="#6c757d" stroke-width="4"/><path d="M-22,-50 q22,14 44,0" stroke="#5fa8d3" stroke-width="4" fill="none"/><rect x="-40" y="-112" width="40" height="10" rx="3" fill="#adb5bd"/><circle cx="30" cy="-107" r="5" fill="#2a9d8f"/></g>`).join('')}<g transform="translate(370 ${H - 60})"><path d="M-60,-50 Q0,20 60,-50Z" fill="#fff" stroke="#6c757d" stroke-width="3"/><path d="M-50,-50 H50" stroke="#6c757d" stroke-width="4"/><path d="M-30,-10 V0 M30,-10 V0" stroke="#6c757d" stroke-width="5"/><circle cx="0" cy="-80" r="14" fill="#ffd166"/><path d="M-8,-96 q8,-10 16,0" fill="none" stroke="#ffd166" stroke-width="4"/></g></svg>`,
);
write(
  'images/facilities/panorama.svg',
  pic(
    `<rect x="0" y="${g + 40}" width="${W}" height="12" fill="#6d4c41"/><path d="M0,${g + 52} V${H} M${W},${g + 52} V${H}" stroke="#6d4c41" stroke-width="10"/><g transform="translate(${W * 0.5} ${g + 40})" fill="#4e342e"><rect x="-60" y="-26" width="120" height="8" rx="2"/><rect x="-60" y="-12" width="120" height="8" rx="2"/><rect x="-54" y="-26" width="8" height="26"/><rect x="46" y="-26" width="8" height="26"/></g>`,
    { palette: dusk },
  ),
);

// Activities teaser.
write(
  'images/activities/hiking.svg',
  pic(
    `<path d="M${W * 0.1},${H} Q${W * 0.4},${g + 30} ${W * 0.6},${g + 10}" stroke="#e9d8a6" stroke-width="14" fill="none"/>` +
      hiker(W * 0.5, g + 30, 1.3),
  ),
);
write(
  'images/activities/biking.svg',
  pic(
    `<path d="M0,${g + 60} H${W}" stroke="#adb5bd" stroke-width="16"/>` +
      bike(W * 0.5, g + 60, 1.4),
  ),
);
write(
  'images/activities/lakes.svg',
  pic(tree(W * 0.2, g + 30, 1) + tree(W * 0.78, g + 34, 1.1), { lake: true }),
);
write(
  'images/activities/skiing.svg',
  pic(
    `<path d="M${W * 0.2},${g - 60} L${W * 0.95},${g - 130}" stroke="#495057" stroke-width="2"/><rect x="${W * 0.55}" y="${g - 108}" width="16" height="12" fill="#e63946"/><path d="M${W * 0.55 + 8},${g - 108} V${g - 94}" stroke="#495057" stroke-width="2"/>` +
      skier(W * 0.4, g + 40, 1.3),
    { palette: winter },
  ),
);

// The four mountains of the ski circuit, each with its own outline.
const mountain = (file: string, peaks: [number, number][], palette: Palette, foreground = '') =>
  write(`images/mountains/${file}.svg`, scene({ width: W, height: H, peaks, palette, foreground }));
mountain(
  'planai',
  [
    [W * 0.2, H * 0.38],
    [W * 0.45, H * 0.2],
    [W * 0.6, H * 0.22],
    [W * 0.85, H * 0.4],
  ],
  day,
  `<path d="M${W * 0.1},${g + 20} L${W * 0.5},${H * 0.22}" stroke="#343a40" stroke-width="2"/><rect x="${W * 0.3}" y="${H * 0.46}" width="14" height="11" rx="2" fill="#e63946"/>`,
);
mountain(
  'hochwurzen',
  [
    [W * 0.25, H * 0.3],
    [W * 0.55, H * 0.22],
    [W * 0.8, H * 0.35],
  ],
  winter,
  `<path d="M${W * 0.55},${H * 0.25} C${W * 0.4},${g - 30} ${W * 0.7},${g - 10} ${W * 0.45},${g + 40}" stroke="#d62828" stroke-width="3" stroke-dasharray="6 6" fill="none"/>`,
);
mountain(
  'hauser-kaibling',
  [
    [W * 0.15, H * 0.4],
    [W * 0.4, H * 0.12],
    [W * 0.7, H * 0.3],
    [W * 0.9, H * 0.36],
  ],
  day,
  tree(W * 0.3, g + 40, 1.2),
);
mountain(
  'reiteralm',
  [
    [W * 0.3, H * 0.32],
    [W * 0.6, H * 0.2],
    [W * 0.85, H * 0.34],
  ],
  day,
  '',
);
write(
  'images/mountains/reiteralm.svg',
  scene({
    width: W,
    height: H,
    lake: true,
    peaks: [
      [W * 0.3, H * 0.32],
      [W * 0.6, H * 0.2],
      [W * 0.85, H * 0.34],
    ],
  }),
);

// Location map: valley, river Enns, roads, the campsite pin. No words: the page says them.
write(
  'images/location-map.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400"><rect width="640" height="400" fill="#dde8d5"/><path d="M0,60 L80,20 L160,70 L240,10 L330,60 L420,0 L520,50 L640,20 V0 H0Z" fill="#b8c7b0"/><path d="M0,400 L90,330 L200,380 L300,320 L420,390 L540,330 L640,380 V400Z" fill="#b8c7b0"/><path d="M-10,250 C120,220 200,270 320,240 S520,200 650,230" stroke="#7fb7d9" stroke-width="16" fill="none"/><path d="M-10,210 C150,190 260,230 360,205 S560,170 650,190" stroke="#f4d35e" stroke-width="9" fill="none"/><path d="M-10,210 C150,190 260,230 360,205 S560,170 650,190" stroke="#fff" stroke-width="2" stroke-dasharray="10 10" fill="none"/><path d="M360,205 C380,160 360,120 400,90" stroke="#fff" stroke-width="6" fill="none"/><g fill="#c9b79c">${[
    [300, 215],
    [330, 228],
    [280, 232],
    [320, 250],
    [350, 212],
  ]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="16" height="12"/>`)
    .join(
      '',
    )}</g><g transform="translate(400 92)"><path d="M0,0 C-18,-24 -18,-44 0,-48 C18,-44 18,-24 0,0Z" fill="#c1121f"/><circle cx="0" cy="-32" r="7" fill="#fff"/></g>${tree(120, 140, 0.6)}${tree(150, 150, 0.5)}${tree(520, 140, 0.6)}${tree(560, 300, 0.6)}</svg>`,
);

// Favicon.
write(
  'favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f5f4a"/><path d="M6,50 L24,20 L32,32 L40,22 L58,50Z" fill="#fff"/><path d="M24,20 L29,28 L24,26 L20,27Z M40,22 L44,29 L40,27 L37,28Z" fill="#cfe8f7"/><path d="M32,50 L40,38 L48,50Z" fill="#e76f51"/></svg>`,
);

// Hero: 8 s of clouds drifting over the Dachstein at dusk, seamlessly looped.
const HERO_W = 960;
const HERO_H = 540;
const FPS = 12;
const SECONDS = 8;
const heroFrame = (t: number) =>
  scene({
    width: HERO_W,
    height: HERO_H,
    palette: dusk,
    cloudShift: (t / SECONDS) * HERO_W * 1.4,
    ground: 0.74,
    foreground:
      tent(HERO_W * 0.3, HERO_H * 0.9, 1.3) +
      tent(HERO_W * 0.42, HERO_H * 0.93, 1, '#2a9d8f') +
      motorhome(HERO_W * 0.66, HERO_H * 0.95, 1.2, '#fdf0d5') +
      cloud(
        ((t / SECONDS) * HERO_W * 0.7 + HERO_W * 0.3) % (HERO_W * 1.2),
        HERO_H * 0.32,
        1.6,
        0.35,
      ),
  });

async function render() {
  const work = mkdtempSync(path.join(tmpdir(), 'hero-'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: HERO_W, height: HERO_H } });
    const shoot = async (svg: string, file: string, w: number, h: number) => {
      await page.setViewportSize({ width: w, height: h });
      await page.setContent(
        `<style>body{margin:0}svg{display:block;width:${w}px;height:${h}px}</style>${svg}`,
      );
      await page.screenshot({ path: file });
    };
    for (let i = 0; i < FPS * SECONDS; i++)
      await shoot(
        heroFrame(i / FPS),
        path.join(work, `f${String(i).padStart(4, '0')}.png`),
        HERO_W,
        HERO_H,
      );
    await shoot(
      scene({
        width: 1200,
        height: 630,
        palette: dusk,
        ground: 0.74,
        foreground: tent(420, 580, 1.6) + motorhome(760, 600, 1.5, '#fdf0d5'),
      }),
      path.join(work, 'og.png'),
      1200,
      630,
    );
    await shoot(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="180" height="180"><rect width="64" height="64" fill="#1f5f4a"/><path d="M6,50 L24,20 L32,32 L40,22 L58,50Z" fill="#fff"/><path d="M32,50 L40,38 L48,50Z" fill="#e76f51"/></svg>`,
      path.join(PUBLIC, 'images/apple-touch-icon.png'),
      180,
      180,
    );
  } finally {
    await browser.close();
  }
  mkdirSync(path.join(PUBLIC, 'media'), { recursive: true });
  const ff = (...args: string[]) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);
  const frames = ['-framerate', String(FPS), '-i', path.join(work, 'f%04d.png')];
  ff(
    ...frames,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-an',
    path.join(PUBLIC, 'media/hero.webm'),
  );
  ff(
    ...frames,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-crf',
    '30',
    '-preset',
    'veryslow',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    path.join(PUBLIC, 'media/hero.mp4'),
  );
  ff(
    '-i',
    path.join(work, 'f0000.png'),
    '-vf',
    'scale=960:-1',
    '-c:v',
    'libwebp',
    '-quality',
    '70',
    path.join(PUBLIC, 'media/hero-poster.webp'),
  );
  ff('-i', path.join(work, 'og.png'), '-q:v', '4', path.join(PUBLIC, 'images/og-image.jpg'));
  rmSync(work, { recursive: true, force: true });
  for (const f of [
    'media/hero.webm',
    'media/hero.mp4',
    'media/hero-poster.webp',
    'images/og-image.jpg',
  ])
    console.log(`${f}: ${(statSync(path.join(PUBLIC, f)).size / 1024).toFixed(1)} kB`);
}

await render();
