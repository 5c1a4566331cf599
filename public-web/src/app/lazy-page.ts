import { lazy, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '@/lib/i18n';

/** A page loaded on demand; its texts are fetched in parallel with its code, not after it. */
export function lazyPage<M, K extends keyof M, P = object>(
  load: () => Promise<M>,
  name: K,
  namespaces: Namespace[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), namespaces.length && loadNamespaces(namespaces)]);
    return { default: module[name] as ComponentType<P> };
  });
}
