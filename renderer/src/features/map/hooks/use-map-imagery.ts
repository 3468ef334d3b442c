import { useState } from 'react';
import { useOnline } from '@/lib/use-online';
import { IMAGERY_TEXT } from '../imagery-text';

export type MapPicture = 'map' | 'satellite';
export type ImageryStatus = 'loading' | 'shown' | 'failed';

export interface MapImagery {
  /** The GIBS origin; without one there is no Satellite view. */
  origin: string | undefined;
  picture: MapPicture;
  /** Satellite chosen and on offer: only then is anything asked of GIBS. */
  satellite: boolean;
  /** A day checked by dailyDay, or undefined for the cloud-free composite. */
  day: string | undefined;
  status: ImageryStatus;
  /** Said over the map and under it when the Satellite view cannot show: offline, or every tile failed. */
  notice: string | undefined;
  choose: (picture: MapPicture) => void;
  setDay: (day: string | undefined) => void;
  report: (status: ImageryStatus) => void;
}

/** Why the Satellite view shows nothing: no network (said at once, not after the tiles time out), or no tile came. */
export function imageryNotice(status: ImageryStatus, online: boolean): string | undefined {
  if (!online) return IMAGERY_TEXT.offline;
  return status === 'failed' ? IMAGERY_TEXT.failed : undefined;
}

/** What a map shows under its islands: the bundled land (the default, offline) or NASA imagery. */
export function useMapImagery(origin: string | undefined): MapImagery {
  const [picture, choose] = useState<MapPicture>('map');
  const [day, setDay] = useState<string>();
  const [status, report] = useState<ImageryStatus>('loading');
  const online = useOnline();
  const satellite = origin !== undefined && picture === 'satellite';
  return {
    origin,
    picture,
    satellite,
    day,
    status,
    notice: satellite ? imageryNotice(status, online) : undefined,
    choose,
    setDay,
    report,
  };
}
