import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface Size {
  width: number;
  height: number;
}

/** The element's content box, kept current with a ResizeObserver. */
export function useElementSize(ref: RefObject<Element | null>, initial: Size): Size {
  const [size, setSize] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (width: number, height: number) => {
      if (width > 0 && height > 0)
        setSize((current) =>
          Math.abs(current.width - width) < 1 && Math.abs(current.height - height) < 1 ? current : { width, height },
        );
    };
    const box = element.getBoundingClientRect();
    update(box.width, box.height);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
