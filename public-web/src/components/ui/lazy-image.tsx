import type { ImgHTMLAttributes } from 'react';
import { useNearScreen } from '@/lib/near-screen';

/** docs/product.md §2.2: images start loading 50 px before they scroll into view. */
const LAZY_IMAGE_MARGIN = '50px';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** An image that loads near the viewport; a failed load is only logged (docs/product.md §2.2). */
export function LazyImage({ src, alt, ...props }: Props) {
  // Not visible on the first render, as in the prerendered page; the observer decides.
  const { ref, near } = useNearScreen<HTMLImageElement>(LAZY_IMAGE_MARGIN);

  return (
    <img
      ref={ref}
      src={near ? src : undefined}
      alt={alt}
      decoding="async"
      onError={() => console.error('Image failed to load', src)}
      {...props}
    />
  );
}
