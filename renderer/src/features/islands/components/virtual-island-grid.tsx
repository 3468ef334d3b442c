import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import type { CardIsland } from '@core/catalogue/card-fields';
import { IslandCard, type CardFigure } from './island-card';
import { IslandCardSkeleton } from './island-card-skeleton';

const ESTIMATED_ROW = 460;
const OVERSCAN_ROWS = 3;
const FIRST_RENDER_RECT = { width: 1280, height: 900 };
/** Rows kept in the page on each side of the one holding the keyboard focus. */
const FOCUS_ROWS = 2;

const Card = memo(IslandCard);

interface GridShape {
  columns: number;
  gap: number;
  /** The list's top, from the top of the document. */
  top: number;
}

function readShape(list: HTMLElement): GridShape {
  const style = getComputedStyle(list);
  const columns = style.gridTemplateColumns.split(' ').filter((track) => track !== '').length;
  return {
    columns: Math.max(1, columns),
    gap: Number.parseFloat(style.rowGap) || 0,
    top: Math.round(list.getBoundingClientRect().top + window.scrollY),
  };
}

/**
 * The same card grid as IslandGrid, with only the rows near the screen in the page: 10,000
 * results cost what a screenful does, and only their pages are fetched (a skeleton holds a card's
 * place until its page arrives). The rows above and below are kept as padding, so the page
 * is as tall as the whole list, and each card says where it is in it (aria-posinset/setsize).
 * Columns follow the CSS grid, read from the rendered list.
 */
export function VirtualIslandGrid({
  total,
  islandAt,
  onRange,
  label,
  figure,
}: {
  /** How many results there are in all. */
  total: number;
  /** The island at a position, or undefined while its page is on its way (a skeleton stands in). */
  islandAt: (position: number) => CardIsland | undefined;
  /** Told the positions in the page whenever they change, so their pages can be fetched. */
  onRange?: (range: { first: number; last: number }) => void;
  label: string;
  /** The figure the list is sorted by, on every card. */
  figure?: CardFigure | undefined;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [shape, setShape] = useState<GridShape>({ columns: 1, gap: 0, top: 0 });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setShape((previous) => {
        const next = readShape(list);
        return next.columns === previous.columns && next.gap === previous.gap && next.top === previous.top
          ? previous
          : next;
      });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // Keyboard users: the rows after (and before) the focused card are put in the page as soon as
  // it takes focus (a focus event renders at once), so Tab always has a next card to go to, however
  // fast it is pressed and however late the scroll-driven render comes.
  const [focusedRow, setFocusedRow] = useState<number | undefined>(undefined);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const position = Number((event.target as Element).closest('li[aria-posinset]')?.getAttribute('aria-posinset'));
    if (position > 0) setFocusedRow(Math.floor((position - 1) / shape.columns));
  };
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (focusedRow === undefined || rows.length === 0) return rows;
      const first = Math.max(0, focusedRow - FOCUS_ROWS);
      const last = Math.min(range.count - 1, focusedRow + FOCUS_ROWS);
      // Only when the two touch: the list's padding stands for one unbroken run of rows.
      if (first > rows.at(-1)! + 1 || last < rows[0]! - 1) return rows;
      const from = Math.min(first, rows[0]!);
      const to = Math.max(last, rows.at(-1)!);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    },
    [focusedRow],
  );

  const rows = Math.ceil(total / shape.columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    rangeExtractor,
    estimateSize: () => ESTIMATED_ROW + shape.gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: shape.top,
    measureElement: (element) => element.getBoundingClientRect().height + shape.gap,
    // The first render, on the server and while the browser hydrates it, assumes the top of a
    // screen-sized window, so both put the same first cards in the page; measuring follows.
    initialRect: FIRST_RENDER_RECT,
    initialOffset: 0,
  });

  // A row measured above the screen would shift the page; the virtualizer moves the scroll
  // position to compensate, and that jump cancels a smooth scroll in progress (End, Page Down, a
  // flick), stranding the reader a few rows down. Compensate only once scrolling has stopped.
  useLayoutEffect(() => {
    // TanStack Virtual's documented way to set this predicate is assigning it on the instance.
    // eslint-disable-next-line react-hooks/immutability
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
      !instance.isScrolling && item.end <= (instance.scrollOffset ?? 0);
  }, [virtualizer]);

  const items = virtualizer.getVirtualItems();
  const firstPosition = (items[0]?.index ?? 0) * shape.columns;
  const lastPosition = Math.min(total, ((items.at(-1)?.index ?? 0) + 1) * shape.columns) - 1;
  useEffect(() => {
    if (lastPosition >= 0) onRange?.({ first: firstPosition, last: lastPosition });
  }, [firstPosition, lastPosition, onRange]);
  const first = items[0];
  const last = items.at(-1);
  const before = first ? first.start - shape.top : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - shape.top) + shape.gap) : 0;

  return (
    <ul
      ref={listRef}
      className="island-grid"
      aria-label={label}
      data-testid="island-results"
      data-total={total}
      onFocus={onFocus}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {items.flatMap((row) =>
        Array.from({ length: Math.min(shape.columns, total - row.index * shape.columns) }, (_, column) => {
          const position = row.index * shape.columns + column;
          const island = islandAt(position);
          return (
            <li
              key={island?.id ?? `position-${position}`}
              aria-setsize={total}
              aria-posinset={position + 1}
              // The first card of a row measures the row (cards in a row share its height). Every
              // card names its row: one that measured a row before the columns changed still can.
              data-index={row.index}
              {...(column === 0 ? { ref: virtualizer.measureElement } : {})}
              {...(island ? {} : { 'aria-busy': true })}
            >
              {island ? (
                <Card island={island} figure={figure} loading={position < shape.columns ? 'eager' : 'lazy'} />
              ) : (
                <IslandCardSkeleton />
              )}
            </li>
          );
        }),
      )}
    </ul>
  );
}
