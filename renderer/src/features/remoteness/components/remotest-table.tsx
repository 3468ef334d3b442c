import { Link } from 'react-router';
import { regionLabel } from '@core/contract/enums';
import type { RemotestMeasure } from '@core/remoteness/remoteness-ranks';
import { kmWords } from '@/lib/remoteness-words';
import type { Island } from '@core/contract/schemas';
import { islandPath } from '@core/site/web-routes';
import { SkeletonRows } from '@/components/ui/skeleton';
import { REMOTEST_COUNT, useRemotest } from '../api/get-remotest';
import '../remotest.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** What each table ranks by: its heading, its explanation, and the figure and neighbour it shows. */
export const REMOTEST_TABLES: Record<
  RemotestMeasure,
  {
    heading: string;
    text: string;
    figure: string;
    neighbour: string;
    value: (island: Island) => string;
    to: (island: Island) => string;
  }
> = {
  inhabited: {
    heading: 'Inhabited islands, by the nearest inhabited land',
    text: 'How far the people of each island must go to meet anyone else: the nearest inhabited catalogue island or town of 1,000 people or more, coast to coast.',
    figure: 'Distance',
    neighbour: 'Nearest inhabited land',
    value: (island) => kmWords(island.remoteness!.nearestInhabited.km),
    to: (island) => island.remoteness!.nearestInhabited.name,
  },
  continent: {
    heading: 'All islands, by the nearest continent',
    text: "How far each island lies from the coast of a continent: Africa, Eurasia, the Americas, Australia or Antarctica's ice shelves.",
    figure: 'Distance',
    neighbour: 'Nearest continent',
    value: (island) => kmWords(island.remoteness!.nearestContinent.km),
    to: (island) => island.remoteness!.nearestContinent.name,
  },
  isolation: {
    heading: 'All islands, by isolation index',
    text: "Dahl's index for the UNEP Island Directory: the sum of the square roots of the km to the nearest island at least as large, the nearest island group and the nearest continent.",
    figure: 'Index',
    neighbour: 'Nearest continent',
    value: (island) => String(Math.round(island.remoteness!.isolationIndex ?? 0)),
    to: (island) => island.remoteness!.nearestContinent.name,
  },
};

/** One ranked table of /remotest: rank, island (linked), region, the figure and the neighbour. */
export function RemotestTable({ measure }: { measure: RemotestMeasure }) {
  const table = REMOTEST_TABLES[measure];
  const islands = useRemotest(measure);
  const id = `remotest-${measure}`;
  return (
    <section className="remotest" aria-labelledby={id}>
      <h2 id={id}>{table.heading}</h2>
      <p className="muted">{table.text}</p>
      {islands.isError ? (
        <p className="muted">This ranking could not be loaded.</p>
      ) : (
        <ScrollRegion label={`${table.heading} (scrolls sideways)`}>
          <table className="remotest__table" aria-busy={islands.isPending}>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Island</th>
                <th scope="col" className="remotest__region">
                  Region
                </th>
                <th scope="col" className="remotest__number">
                  {table.figure}
                </th>
                <th scope="col">{table.neighbour}</th>
              </tr>
            </thead>
            <tbody>
              {islands.data ? (
                islands.data.map((island) => (
                  <tr key={island.id}>
                    <td className="remotest__number">{island.remoteness!.rank[measure]!.position}</td>
                    <th scope="row">
                      <Link to={islandPath(island.id)}>{island.name}</Link>
                    </th>
                    <td className="remotest__region">{regionLabel(island.region)}</td>
                    <td className="remotest__number">{table.value(island)}</td>
                    <td>{table.to(island)}</td>
                  </tr>
                ))
              ) : (
                <SkeletonRows rows={Math.min(REMOTEST_COUNT, 5)} columns={5} />
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
