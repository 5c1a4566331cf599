import { BLOCK_VARIABLES, MAIL_VARIABLE_NAMES } from './variables';

/** `{{name}}`, blanks inside the braces allowed. Anything between the braces counts, so typos are caught. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export type RenderMode = 'html' | 'text';

/** Values of the plain variables, and of the block variables in both forms. */
export interface RenderValues {
  values: Record<string, string | undefined>;
  blocks: Record<string, { html: string; text: string } | undefined>;
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Every placeholder name used in the sources, in order of first use. */
export function usedVariables(...sources: string[]): string[] {
  const names = new Set<string>();
  for (const src of sources) for (const m of src.matchAll(PLACEHOLDER)) names.add(m[1]);
  return [...names];
}

/** The placeholder names that are not on the variable list (saving such a template is refused). */
export function unknownVariables(...sources: string[]): string[] {
  return usedVariables(...sources).filter((n) => !MAIL_VARIABLE_NAMES.has(n));
}

/**
 * Fills the placeholders. HTML: values are escaped, block variables come as markup. Text and
 * subjects: values as they are. A known variable without a value becomes empty; an unknown one
 * stays visible as written, so a mistake shows in the preview instead of vanishing.
 */
export function renderString(src: string, mode: RenderMode, data: RenderValues): string {
  return src.replace(PLACEHOLDER, (whole, name: string) => {
    if (!MAIL_VARIABLE_NAMES.has(name)) return mode === 'html' ? escapeHtml(whole) : whole;
    if (BLOCK_VARIABLES.has(name)) return data.blocks[name]?.[mode] ?? '';
    const value = data.values[name] ?? '';
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

/** Staff-written plain text as HTML paragraphs (escaped; blank lines separate paragraphs). */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}
