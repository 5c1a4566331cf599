import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * Static drawing elements only. Everything else is dropped with its whole subtree: script,
 * foreignObject, a, image, feImage, animate/set (they can rewrite an href), iframe, metadata and
 * editor namespaces (sodipodi:, inkscape:).
 */
const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style', 'switch',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow',
  'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge',
  'feMergeNode', 'feMorphology', 'feOffset',
]); // prettier-ignore

/** Geometry, presentation and structure attributes; no event handlers, no external references. */
const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'version', 'viewBox', 'preserveAspectRatio', 'width', 'height',
  'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points',
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'pathLength',
  'transform', 'gradientTransform', 'gradientUnits', 'patternTransform', 'patternUnits',
  'patternContentUnits', 'spreadMethod', 'offset', 'clipPathUnits', 'maskUnits',
  'maskContentUnits', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'mode', 'type', 'values', 'operator',
  'k1', 'k2', 'k3', 'k4', 'stdDeviation', 'radius', 'tableValues', 'slope', 'intercept',
  'amplitude', 'exponent', 'edgeMode',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity',
  'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray',
  'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow', 'clip-path',
  'clip-rule', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end', 'stop-color',
  'stop-opacity', 'flood-color', 'flood-opacity', 'lighting-color', 'color-interpolation',
  'color-interpolation-filters', 'shape-rendering', 'text-rendering', 'image-rendering',
  'vector-effect', 'paint-order', 'font-family', 'font-size', 'font-style', 'font-weight',
  'font-variant', 'font-stretch', 'letter-spacing', 'word-spacing', 'text-anchor',
  'text-decoration', 'dominant-baseline', 'alignment-baseline', 'baseline-shift',
  'writing-mode', 'direction', 'unicode-bidi', 'xml:space', 'xml:lang', 'lang',
]); // prettier-ignore

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** CSS that cannot fetch anything: no @import, no url() other than a fragment, no legacy script hooks. */
function safeCss(css: string): boolean {
  const plain = css.replace(/\\/g, '').toLowerCase();
  if (/@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/.test(plain)) return false;
  return [...plain.matchAll(/url\s*\(\s*(['"]?)([^'")]*)/g)].every((m) => m[2]!.startsWith('#'));
}

/** An attribute kept as it is, or null to drop it. */
function keepAttribute(name: string, value: string, element: string): string | null {
  if (name === 'href' || name === 'xlink:href') return value.trim().startsWith('#') ? value : null;
  if (name === 'xmlns') return element === 'svg' ? SVG_NS : null;
  if (name === 'xmlns:xlink') return element === 'svg' ? XLINK_NS : null;
  if (!ATTRIBUTES.has(name)) return null;
  return safeCss(value) ? value : null;
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function sizeOf(attributes: Record<string, string>): {
  width: number | null;
  height: number | null;
} {
  const box = attributes.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite)) return { width: box[2]!, height: box[3]! };
  const px = (v?: string) => (v && /^\s*[\d.]+(px)?\s*$/.test(v) ? parseFloat(v) : null);
  return { width: px(attributes.width), height: px(attributes.height) };
}

export interface SanitisedSvg {
  text: string;
  width: number | null;
  height: number | null;
}

/**
 * Rebuilds an SVG document from a whitelist: only static drawing elements and their geometry and
 * presentation attributes survive; scripts, event handlers, foreignObject and anything that could
 * load another resource (href, url(), @import) are dropped. The output is written by us, element
 * by element, so nothing the parser did not understand reaches it. Null when the text is not a
 * well-formed SVG document (including undeclared entities, so no entity expansion attacks).
 */
export function sanitiseSvg(source: string): SanitisedSvg | null {
  const parser = new SaxesParser<{ xmlns: false }>({ xmlns: false });
  const out: string[] = [];
  const open: string[] = [];
  let skipDepth = 0;
  let rootSeen = false;
  let size: { width: number | null; height: number | null } = { width: null, height: null };
  let styleText: string[] | null = null;
  let failed = false;

  parser.on('error', () => {
    failed = true;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (failed) return;
    if (!rootSeen) {
      rootSeen = true;
      if (tag.name !== 'svg') failed = true;
      size = sizeOf(tag.attributes);
    }
    if (skipDepth > 0 || !ELEMENTS.has(tag.name)) {
      skipDepth++;
      return;
    }
    const attrs: string[] = [];
    if (tag.name === 'svg' && open.length === 0) attrs.push(`xmlns="${SVG_NS}"`);
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (tag.name === 'svg' && open.length === 0 && name === 'xmlns') continue;
      const kept = keepAttribute(name, value, tag.name);
      if (kept !== null) attrs.push(`${name}="${escapeAttr(kept)}"`);
    }
    out.push(`<${tag.name}${attrs.length ? ' ' + attrs.join(' ') : ''}>`);
    open.push(tag.name);
    if (tag.name === 'style') styleText = [];
  });
  const onText = (text: string) => {
    if (failed || skipDepth > 0 || open.length === 0) return;
    if (styleText) styleText.push(text);
    else out.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (failed) return;
    if (skipDepth > 0) {
      skipDepth--;
      return;
    }
    const name = open.pop()!;
    if (name === 'style' && styleText) {
      const css = styleText.join('');
      if (safeCss(css)) out.push(escapeText(css));
      styleText = null;
    }
    out.push(`</${name}>`);
  });

  try {
    parser.write(source).close();
  } catch {
    return null;
  }
  if (failed || !rootSeen || out.length === 0) return null;
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${out.join('')}\n`, ...size };
}
