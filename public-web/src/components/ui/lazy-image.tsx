import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useIsClient } from '@/lib/hydration';

/** SPEC §2.2: images start loading 50 px before they scroll into view. */
export const LAZY_IMAGE_MARGIN = '50px';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** An image that loads near the viewport; a failed load is only logged (SPEC §2.2). */
export function LazyImage({ src, alt, ...props }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  // Not visible on the first render, as in the prerendered page; the observer decides.
  const [near, setNear] = useState(false);
  const noObserver = useIsClient() && typeof IntersectionObserver === 'undefined';
  const visible = near || noObserver;

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    // Browsers without an observer show everything at once (see above).
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <img
      ref={ref}
      src={visible ? src : undefined}
      alt={alt}
      decoding="async"
      onError={() => console.error('Image failed to load', src)}
      {...props}
    />
  );
}
