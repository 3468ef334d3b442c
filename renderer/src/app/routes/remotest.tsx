import { Link } from 'react-router';
import { WEB_ROUTES } from '@core/site/web-routes';
import { RemotestTable } from '@/features/remoteness/components/remotest-table';
import { usePageMeta } from '@/lib/use-page-meta';

export const REMOTEST_META = {
  title: 'The remotest islands on Earth',
  description:
    'The remotest islands in the Isolario catalogue, ranked by the distance to the nearest inhabited land, to the nearest continent, and by isolation index, measured coast to coast.',
} as const;

export function RemotestRoute() {
  usePageMeta(REMOTEST_META.title, REMOTEST_META.description);
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="page-hero__eyebrow">Remoteness</p>
          <h1 className="page-hero__title">{REMOTEST_META.title}</h1>
          <p className="page-hero__lede">
            Every island in the catalogue, measured from its own coastline to the nearest people, the nearest continent
            and the nearest land of its size.
          </p>
        </div>
      </header>
      <div className="container prose-page">
        <RemotestTable measure="inhabited" />
        <RemotestTable measure="continent" />
        <RemotestTable measure="isolation" />
        <section aria-labelledby="remotest-method">
          <h2 id="remotest-method">How it is measured</h2>
          <p>
            Distances are great-circle (WGS84 geodesic) kilometres from coast to coast: from each island&apos;s outline
            in the OpenStreetMap land polygons (© OpenStreetMap contributors, ODbL) to the nearest coast of a continent
            or of other land, and to the nearest inhabited catalogue island or place of 1,000 people or more in GeoNames
            (CC BY 4.0). Continents are the land masses of 5 million km² or more; Greenland and everything smaller count
            as islands. The figures are recomputed whenever the catalogue changes; the full definitions are in the
            catalogue&apos;s data notes, and every figure is in the <Link to={WEB_ROUTES.apiAccess}>API</Link>.
          </p>
        </section>
      </div>
    </>
  );
}
