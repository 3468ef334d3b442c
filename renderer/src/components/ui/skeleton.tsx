import type { CSSProperties } from 'react';

/** A grey placeholder block; hidden from assistive tech, the container announces loading. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={['skeleton', className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}
