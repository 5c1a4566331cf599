import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

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
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
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
