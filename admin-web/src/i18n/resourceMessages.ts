/**
 * Messages of each resource live beside its screens in `src/<resource>/messages.ts` as
 * `{ de, en }` (same shape in both languages) and are registered here in one line each.
 * They land under `resources.<name>` in react-admin's catalogue.
 */
type Catalogue = { [key: string]: string | Catalogue };
export interface ResourcePair<T extends Catalogue = Catalogue> {
  de: T;
  en: T;
}

const registry: Record<string, ResourcePair> = {};

export const resourceMessages = (locale: 'de' | 'en') =>
  Object.fromEntries(Object.entries(registry).map(([name, pair]) => [name, pair[locale]]));
