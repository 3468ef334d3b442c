import { outlineBbox } from '../outlines/outline';
import type { OutlineService } from '../outlines/outline-service';
import { satelliteFor, type FrameInput } from './satellite';
import type { Satellite } from './satellite-schema';

/** Each island's picture over one outline service: the join the catalogue service is given. */
export function satellitePictures(outlines: Pick<OutlineService, 'geometryOf'>, origin: string) {
  return (island: FrameInput & { id: string }): Satellite => {
    const geometry = outlines.geometryOf(island.id);
    return satelliteFor(island, geometry ? outlineBbox(geometry) : undefined, origin);
  };
}
