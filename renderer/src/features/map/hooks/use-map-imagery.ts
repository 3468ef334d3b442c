import { useState } from 'react';

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
  choose: (picture: MapPicture) => void;
  setDay: (day: string | undefined) => void;
  report: (status: ImageryStatus) => void;
}

/** What a map shows under its islands: the bundled land (the default, offline) or NASA imagery. */
export function useMapImagery(origin: string | undefined): MapImagery {
  const [picture, choose] = useState<MapPicture>('map');
  const [day, setDay] = useState<string>();
  const [status, report] = useState<ImageryStatus>('loading');
  return {
    origin,
    picture,
    satellite: origin !== undefined && picture === 'satellite',
    day,
    status,
    choose,
    setDay,
    report,
  };
}
