import MiniSearch from 'minisearch';
import catalogFile from '../../data/catalog.json';
import { sortIslands } from '@core/catalogue/catalogue-queries';
import { searchIslandsByRelevance, islandSearchIndex } from '@core/search/island-search';
import { catalogSchema, type Island } from '@core/contract/schemas';
import { foldText } from '@core/contract/slug';
import { generateCatalogue } from './generate-catalogue';

export interface EngineRow {
  engine: string;
  buildMs: number;
  /** Mean ms per query over the mixed queries (exact, typo, several words). */
  queryMs: number;
  /** The first result for each of the examples on the real catalogue. */
  firsts: Record<string, string | undefined>;
}

const EXAMPLES = ['Pitcairn', 'Kergulen', 'Pitcarin', 'Tristan da Cuhna', 'Rapa Nui', 'St Helena'];
const QUERIES = ['remote', 'coral', 'harbour', 'remoet', 'corla', 'harbuor', 'kalonui', 'volcnaic'];

function miniSearch(islands: readonly Island[]) {
  const engine = new MiniSearch<{ id: string; name: string; alt: string; other: string }>({
    fields: ['name', 'alt', 'other'],
    storeFields: ['name'],
    processTerm: (term) => foldText(term),
    searchOptions: {
      boost: { name: 5, alt: 4 },
      prefix: true,
      combineWith: 'AND',
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0),
    },
  });
  engine.addAll(
    islands.map((island) => ({
      id: island.id,
      name: island.name,
      alt: island.alternateNames.join(' '),
      other: [island.country ?? '', island.region, island.description].join(' '),
    })),
  );
  return (query: string) => engine.search(query).map((hit) => hit.name as string);
}

const ours = (islands: readonly Island[]) => {
  islandSearchIndex(islands);
  return (query: string) => searchIslandsByRelevance(islands, query).map((island) => island.name);
};

/** Our index against MiniSearch, on the same generated islands and the same queries. */
export function benchSearchEngines(count: number): EngineRow[] {
  const generated = sortIslands(generateCatalogue(count).islands, 'name');
  const real = sortIslands(catalogSchema.parse(catalogFile).islands, 'name');
  return [
    ['Isolario index (core/search/island-search.ts)', ours],
    ['MiniSearch 7 (prefix, fuzzy, AND)', miniSearch],
  ].map(([engine, make]) => {
    const build = make as (islands: readonly Island[]) => (query: string) => string[];
    let started = performance.now();
    const search = build(generated);
    const buildMs = performance.now() - started;
    let runs = 0;
    started = performance.now();
    for (let i = 0; i < 200; i++) {
      search(`${QUERIES[i % QUERIES.length]} ${1000 + i}`);
      runs += 1;
    }
    const queryMs = (performance.now() - started) / runs;
    const onReal = build(real);
    const firsts = Object.fromEntries(EXAMPLES.map((query) => [query, onReal(query)[0]]));
    return { engine: engine as string, buildMs, queryMs, firsts };
  });
}
