import type { Request } from 'express';
import { isLanguage } from 'src/contract/constants';
import type { Lang } from './messages';

/**
 * The language of a request: `?lang=` wins, then the first supported entry of Accept-Language
 * (in the client's order), else German — the site's first language.
 */
export function requestLang(req: Pick<Request, 'query' | 'headers'>): Lang {
  const q = req.query?.lang;
  if (isLanguage(q)) return q;
  const header = req.headers?.['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part, index) => {
        const [tag, ...params] = part.trim().split(';');
        const qParam = params.find((p) => p.trim().startsWith('q='));
        const weight = qParam ? Number(qParam.trim().slice(2)) : 1;
        return {
          base: tag.trim().toLowerCase().slice(0, 2),
          weight: Number.isNaN(weight) ? 0 : weight,
          index,
        };
      })
      .filter((entry) => entry.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    for (const entry of ranked) {
      if (isLanguage(entry.base)) return entry.base;
    }
  }
  return 'de';
}
