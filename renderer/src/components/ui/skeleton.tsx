import type { CSSProperties } from 'react';

/** A grey placeholder block; hidden from assistive tech, the container announces loading. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={['skeleton', className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}

/** Placeholder rows of a table whose data is loading, each one bar across all its columns. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <tr key={i} aria-hidden="true">
      <td colSpan={columns}>
        <Skeleton style={{ width: '100%', height: '1.25rem' }} />
      </td>
    </tr>
  ));
}
