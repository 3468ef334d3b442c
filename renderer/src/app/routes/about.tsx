import { LicenceTable } from '@/features/licences/components/licence-table';
import { Link } from 'react-router';
import { CATEGORY_RULE_TEXT } from '@/features/categories/category-words';
import { categoryPath } from '@core/site/web-routes';
import { buttonClass } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { CATEGORY_INFO } from '@/features/categories/category-info';
import { CoverageSection } from '@/features/coverage/components/coverage-section';
import { useStatistics } from '@/features/statistics/api/get-statistics';
import { usePageMeta } from '@/lib/use-page-meta';
import { CategoryIcon } from '@/features/categories/components/category-icon';
import { formatNumber } from '@/lib/format-number';
import { useReleases } from '@/features/citation/api/get-releases';
import { CiteThis } from '@/features/citation/components/cite-this';
import { ReleaseList } from '@/features/citation/components/release-list';
import { siteOrigin } from '@/features/citation/site-origin';
import { datasetJsonLd } from '@core/releases/dataset-json-ld';

export function AboutRoute() {
  const statistics = useStatistics();
  const releases = useReleases();
  const newest = releases.data?.[0];
  // schema.org Dataset for dataset search engines, from the newest release (server-rendered).
  const dataset = newest ? datasetJsonLd({ origin: siteOrigin(), release: newest }) : undefined;
  usePageMeta(
    'About',
    'Why Isolario catalogues remote islands, where its data and satellite imagery come from, and how the categories work.',
    dataset,
  );
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="page-hero__eyebrow">About Isolario</p>
          <h1 className="page-hero__title">Mapping the edges of the world</h1>
          <p className="page-hero__lede">
            Isolario is a free, public catalogue of remote islands, atolls and archipelagos, for travellers,
            researchers, explorers and anyone curious about the far corners of the ocean.
          </p>
        </div>
      </header>
      <div className="container prose-page">
        <section className="about-figure card" aria-labelledby="about-figure-label">
          <p className="about-figure__value" data-testid="about-islands-count">
            {statistics.data ? (
              formatNumber(statistics.data.totalIslands)
            ) : (
              <Skeleton style={{ width: '5rem', height: '3rem' }} />
            )}
          </p>
          <p id="about-figure-label" className="about-figure__label">
            islands cataloged
          </p>
          <p className="muted">
            Counted live from the catalogue
            {statistics.data ? `, across ${formatNumber(statistics.data.countries)} countries and territories.` : '.'}
          </p>
        </section>

        <section aria-labelledby="mission-heading">
          <h2 id="mission-heading">Our mission</h2>
          <p>
            Remote islands are some of the least known places on Earth. Many have no more than a paragraph in an
            encyclopaedia, scattered across navy histories, research papers and travel logs. Isolario brings those facts
            together in one consistent record per island: where it lies, which ocean it belongs to, who lives there, how
            it can be reached and what has happened there.
          </p>
          <p>
            The catalogue is open to everyone. You can browse it here, reuse it through our free JSON API, and suggest
            islands we have missed: every submission is reviewed by our team before it is published.
          </p>
        </section>

        <section aria-labelledby="sources-heading">
          <h2 id="sources-heading">Data sources</h2>
          <ul className="tick-list">
            <li>
              <strong>Satellite imagery</strong> comes only from NASA. Every island's picture is framed from its
              coastline on NASA's Global Imagery Browse Services (GIBS): Landsat's cloud-free 2001 composite laid over
              Blue Marble (August 2004), Blue Marble alone for the largest islands, and MODIS Terra on a summer day for
              an island that crosses the 180th meridian near a pole (Wrangel). Editors may choose a verified image from
              the NASA Image and Video Library, NASA Earth Observatory, MODIS or Visible Earth instead
              {statistics.data?.withImages !== undefined ? (
                <span data-testid="about-with-images">
                  {' '}
                  ({formatNumber(statistics.data.withImages)} islands so far)
                </span>
              ) : null}
              .
            </li>
            <li>
              <strong>Coastlines</strong> come from OpenStreetMap's land polygons (© OpenStreetMap contributors, under
              the Open Database Licence), simplified for each island
              {statistics.data?.withOutlines !== undefined ? (
                <span data-testid="about-with-outlines">
                  : {formatNumber(statistics.data.withOutlines)} of {formatNumber(statistics.data.totalIslands)} islands
                  {statistics.data.withoutOutlines ? (
                    <>
                      . Of the others, {formatNumber(statistics.data.withoutOutlines.joined)} are joined in that data to
                      a continent, an ice sheet or a larger island (Alexander and Berkner Islands to Antarctica, through
                      their ice shelves), and {formatNumber(statistics.data.withoutOutlines.notInSource)} are reefs,
                      rocks and islets it does not hold near their point; each one's outline answer in the API says why
                    </>
                  ) : null}
                </span>
              ) : null}
              .
            </li>
            <li>
              <strong>Coordinates, areas and populations</strong> are compiled from public geographic references and
              official statistics of the territories concerned, and checked for consistency before publication.
            </li>
            <li>
              <strong>History and access notes</strong> are written by our editors from published sources and corrected
              when readers send better information.
            </li>
          </ul>
          <p>
            Spotted a mistake? <Link to="/contact">Tell us</Link>: data corrections are usually handled within 24-48
            hours.
          </p>
        </section>

        <section id="licences" aria-labelledby="licences-heading" tabIndex={-1}>
          <h2 id="licences-heading">Licences and reuse</h2>
          <p>
            Every part of Isolario may be reused, each under its own licence. Every API answer links here (a{' '}
            <code>Link: &lt;/about#licences&gt;; rel=&quot;license&quot;</code> header).
          </p>
          <LicenceTable />
        </section>

        <CoverageSection />

        <section id="releases" aria-labelledby="releases-heading" tabIndex={-1}>
          <h2 id="releases-heading">Releases and citation</h2>
          <p>
            The catalogue is released by version (year, month and a patch number for corrections). Each release is a
            Frictionless Data Package: the records as CSV, JSON and GeoJSON with a Table Schema, the licence and the
            pages its facts were read from. A release never changes once made, and what changed since the one before is
            computed from the two. Every API answer names its release in the Isolario-Release header.
          </p>
          {releases.data?.[0] ? (
            <>
              <CiteThis release={releases.data[0]} />
              <ReleaseList releases={releases.data} />
            </>
          ) : releases.isError ? (
            <p className="muted">The list of releases cannot be read right now.</p>
          ) : (
            <Skeleton style={{ width: '100%', height: '6rem' }} />
          )}
        </section>

        <section aria-labelledby="regions-about-heading">
          <h2 id="regions-about-heading">How we draw the oceans</h2>
          <p>Every island belongs to one of five regions, and its coordinates decide which:</p>
          <ul className="tick-list">
            <li>
              <strong>Antarctic</strong> means the Southern Ocean inside the line of the 1980 Convention on the
              Conservation of Antarctic Marine Living Resources (CCAMLR), which follows the Antarctic Convergence: 50°S
              from 50°W to 30°E, 45°S from 30°E to 80°E, 55°S from 80°E to 150°E, and 60°S from 150°E round to 50°W. So
              Kerguelen, Crozet and South Georgia are Antarctic; Macquarie, Campbell and the Falklands are not.
            </li>
            <li>
              <strong>Arctic</strong> means north of the Arctic Circle (66.56°N), and north of 60°N in the Bering Sea
              and Canadian waters, where the sea freezes every winter.
            </li>
            <li>
              <strong>Atlantic, Indian Ocean and Pacific</strong> are split along 20°E south of Africa, 147°E south of
              Australia and 67°W south of Cape Horn, and by the continents in between.
            </li>
          </ul>
        </section>

        <section aria-labelledby="categories-about-heading">
          <h2 id="categories-about-heading">How we categorise islands</h2>
          <p>{CATEGORY_RULE_TEXT}</p>
          <ul className="about-categories">
            {CATEGORY_INFO.map((info) => (
              <li key={info.slug} className="card">
                <h3>
                  <CategoryIcon category={info.category} className="inline-icon" />{' '}
                  <Link to={categoryPath(info.slug)}>{info.category}</Link>
                </h3>
                <p>{info.blurb}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="prose-page__cta">
          <Link to="/explore" className={buttonClass('primary', 'lg')}>
            Start exploring
            <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </>
  );
}
