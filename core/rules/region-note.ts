import { regionLabel, type Region } from '../contract/enums';
import { oceansNamed } from './ocean-names';
import { ARCTIC_CIRCLE } from './region-rule';

interface NotedIsland {
  region: Region;
  latitude: number;
  description?: string;
  historicalSignificance?: string | undefined;
}

/**
 * Why an island is filed under a region a reader may not expect from its latitude or its own text:
 * the Southern Ocean reaches north of 60°S (to the Antarctic Convergence), the Arctic south of the
 * Arctic Circle where the sea freezes every winter, and an island north of the CCAMLR line whose
 * text calls its waters the Southern Ocean is filed by its basin. Undefined where the label explains itself.
 */
export function regionNote(island: NotedIsland): string | undefined {
  if (island.region === 'Antarctic' && island.latitude > -60)
    return 'Antarctic by our rule: south of the Antarctic Convergence (the CCAMLR line), though north of 60°S.';
  if (island.region === 'Arctic' && island.latitude < ARCTIC_CIRCLE)
    return 'Arctic by our rule: north of 60°N in waters that freeze every winter, though south of the Arctic Circle.';
  const text = `${island.description ?? ''} ${island.historicalSignificance ?? ''}`;
  if (island.region !== 'Antarctic' && island.latitude < -40 && oceansNamed(text).has('Antarctic'))
    return `${regionLabel(island.region)} by our rule: north of the CCAMLR line, where our Antarctic begins, though these waters are often called the Southern Ocean.`;
  return undefined;
}

/**
 * The oceans an island's texts name other than its region, where no region note says why: a
 * reader would see the label contradict the words.
 */
export function unexplainedOceans(island: NotedIsland): Region[] {
  const text = `${island.description ?? ''} ${island.historicalSignificance ?? ''}`;
  const named = oceansNamed(text);
  if (regionNote(island)) return [];
  return [...named].filter((ocean) => ocean !== island.region);
}
