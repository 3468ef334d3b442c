import type { Island } from '@core/contract/schemas';
import { TidesToday } from './tides-today';
import { TimeAndLight } from './time-and-light';

/** An island page's cards about being there: time and light, then today's tides where a station is near. */
export function PlaceCards({ island }: { island: Island }) {
  if (!island.place) return null;
  return (
    <>
      <TimeAndLight island={island} />
      <TidesToday island={island} />
    </>
  );
}
