import type { Region } from './enums';
import { ARCTIC_CIRCLE } from './region-rule';

/**
 * Why an island is filed under a polar region a reader may not expect from its latitude: the
 * Southern Ocean reaches north of 60°S (to the Antarctic Convergence), and the Arctic south of the
 * Arctic Circle where the sea freezes every winter. Undefined where the label explains itself.
 */
export function regionNote(island: { region: Region; latitude: number }): string | undefined {
  if (island.region === 'Antarctic' && island.latitude > -60)
    return 'Antarctic by our rule: south of the Antarctic Convergence (the CCAMLR line), though north of 60°S.';
  if (island.region === 'Arctic' && island.latitude < ARCTIC_CIRCLE)
    return 'Arctic by our rule: north of 60°N in waters that freeze every winter, though south of the Arctic Circle.';
  return undefined;
}
