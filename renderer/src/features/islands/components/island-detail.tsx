import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { regionNote } from '@core/rules/region-note';
import { WEB_ROUTES } from '@core/site/web-routes';
import { STAFF_PRESENCE_LABELS, categorySlug, regionLabel, regionSlug } from '@core/contract/enums';
import type { Island } from '@core/contract/schemas';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { AnchorIcon, ArrowLeftIcon, ArrowRightIcon, PinIcon, PlaneIcon, ShieldIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/format-number';
import { detailAccessLabel } from '../access';
import { AirAccessLines } from './air-access-lines';
import { GroupMembers } from './group-members';
import { SourceLinks } from './source-links';
import { IslandGallery } from './island-gallery';
import { IslandImage } from './island-image';
import { IslandSources } from './island-sources';
import { IslandRecordHistory } from './island-record-history';
import { IslandTravel } from './island-travel';
import { HowRemote } from './how-remote';
import { NearestIslands } from './nearest-islands';

const coordinate = (value: number) => value.toFixed(4);

interface IslandDetailProps {
  island: Island;
  /** Its time, light and compass, supplied by the page (the place feature draws them). */
  place?: ReactNode;
  /** Today's tides, in the main column beside the map: the side one would run far longer. */
  tides?: ReactNode;
  /** The published climate table, where there is one, under the tides. */
  climate?: ReactNode;
  /** A map centred on the island, supplied by the page (the map feature draws it). */
  locatorMap?: ReactNode;
  /** The travel guides that concern it, supplied by the page (the guides feature picks them). */
  guides?: ReactNode;
  /** "Cite this" at the current release, supplied by the page (the citation feature makes it). */
  citation?: ReactNode;
}

export function IslandDetail({ island, place, tides, climate, locatorMap, guides, citation }: IslandDetailProps) {
  const access = detailAccessLabel(island);
  const note = regionNote(island);
  return (
    <article className="island-detail">
      <header className="island-hero">
        <IslandImage
          src={island.imageUrl}
          satellite={island.satellite}
          alt={`Satellite view of ${island.name}`}
          loading="eager"
          className="island-hero__image"
          spot={island}
          artVariant="hero"
        />
        <div className="island-hero__overlay">
          <div className="container">
            <Link to="/explore" className="island-hero__back">
              <ArrowLeftIcon />
              All islands
            </Link>
            <Badge tone="sand">{island.category}</Badge>
            <h1 className="island-hero__title">{island.name}</h1>
            <p className="island-hero__place">
              <PinIcon />
              <span>
                {island.country ? `${island.country} · ` : ''}
                {regionLabel(island.region)}
              </span>
            </p>
          </div>
        </div>
      </header>

      {/* About, then the facts, then the rest: a phone reads them in that order, one column. */}
      <div className="container island-detail__grid">
        <section className="card island-detail__about" aria-labelledby="about-heading">
          <h2 id="about-heading">About {island.name}</h2>
          {island.alternateNames.length > 0 ? (
            <p className="island-detail__aka" data-testid="also-known-as">
              <span className="island-detail__aka-label">Also known as</span> {island.alternateNames.join(', ')}
            </p>
          ) : null}
          <p className="prose-text">{island.description}</p>
        </section>
        <aside className="island-detail__side" aria-label="Island facts">
          <section className="card" aria-labelledby="facts-heading">
            <h2 id="facts-heading">Quick Facts</h2>
            <dl className="figure-list">
              <div>
                <dt>Latitude</dt>
                <dd>{coordinate(island.latitude)}</dd>
              </div>
              <div>
                <dt>Longitude</dt>
                <dd>{coordinate(island.longitude)}</dd>
              </div>
              <div>
                <dt>Population</dt>
                <dd>
                  {island.isInhabited
                    ? formatNumber(island.population)
                    : island.staffPresence === 'none'
                      ? 'Uninhabited'
                      : 'No permanent population'}
                  {island.isInhabited && island.populationYear ? (
                    <span className="muted"> ({island.populationYear})</span>
                  ) : null}
                </dd>
              </div>
              {island.area !== undefined ? (
                <div>
                  <dt>Area</dt>
                  <dd>{formatNumber(island.area)} km²</dd>
                </div>
              ) : island.coastlineArea !== undefined ? (
                <div data-testid="coastline-area">
                  <dt>Area</dt>
                  <dd>
                    about {formatNumber(island.coastlineArea)} km²
                    <span className="muted island-detail__measured">
                      measured on its coastline (© OpenStreetMap contributors)
                    </span>
                  </dd>
                </div>
              ) : null}
              {island.highestPoint ? (
                <div data-testid="highest-point">
                  <dt>Highest point</dt>
                  <dd>
                    {island.highestPoint.name ? `${island.highestPoint.name}, ` : ''}
                    {formatNumber(island.highestPoint.metres)} m
                    <span className="muted island-detail__measured">
                      <SourceLinks sources={island.highestPoint.sources} />
                    </span>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>Region</dt>
                <dd>{regionLabel(island.region)}</dd>
              </div>
            </dl>
            {note ? (
              <p className="muted island-detail__region-note" data-testid="region-note">
                {note} <Link to={`${WEB_ROUTES.about}#regions-about-heading`}>How we draw the oceans</Link>
              </p>
            ) : null}
            {island.staffPresence !== 'none' ? (
              <p className="island-detail__staff" data-testid="staff-line">
                {STAFF_PRESENCE_LABELS[island.staffPresence]}: {island.staffNote}
              </p>
            ) : null}
          </section>
          <section className="card" aria-labelledby="access-heading">
            <h2 id="access-heading">Access Information</h2>
            <ul className="access-list">
              <li data-testid="access-line">
                {island.hasAirport ? <PlaneIcon /> : <AnchorIcon />}
                <span>{access}</span>
              </li>
              <AirAccessLines ways={island.airAccess} />
              {island.militaryHistory ? (
                <li data-testid="military-line">
                  <ShieldIcon />
                  <span>
                    <strong>Military Significance:</strong> this island has a documented military history.
                  </span>
                </li>
              ) : null}
            </ul>
            <p className="muted access-note">Access method: {island.accessMethod}</p>
            {island.accessNote ? (
              <p className="access-note" data-testid="access-note">
                {island.accessNote}
              </p>
            ) : null}
          </section>
          <HowRemote island={island} />
          {place}
          <IslandRecordHistory history={island.history} />
          {citation}
        </aside>

        <div className="island-detail__main">
          {island.historicalSignificance ? (
            <section className="card card--history" aria-labelledby="history-heading">
              <h2 id="history-heading">Historical Significance</h2>
              <p className="prose-text">{island.historicalSignificance}</p>
            </section>
          ) : null}
          <IslandTravel travel={island.travel} />
          <GroupMembers name={island.name} members={island.members} />
          <NearestIslands island={island} />
          {locatorMap ? (
            <section className="card island-detail__map" aria-labelledby="location-heading">
              <h2 id="location-heading">Location</h2>
              {locatorMap}
            </section>
          ) : null}
          {tides}
          {climate}
          <IslandGallery islandId={island.id} islandName={island.name} />
          <IslandSources sources={island.sources} />
          {guides}
          <section className="card" aria-labelledby="more-heading">
            <h2 id="more-heading">Explore more</h2>
            <ul className="link-list">
              <li>
                <Link to={`/explore?region=${regionSlug(island.region)}`}>
                  More islands in the {regionLabel(island.region)}
                  <ArrowRightIcon />
                </Link>
              </li>
              <li>
                <Link to={`/explore?category=${categorySlug(island.category)}`}>
                  More {island.category} islands
                  <ArrowRightIcon />
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </article>
  );
}

export const ISLAND_NOT_FOUND = {
  title: 'Island Not Found',
  text: "The island you're looking for doesn't exist or has been removed.",
} as const;

export function IslandNotFound() {
  return (
    <div className="container not-found">
      <h1 className="not-found__title">{ISLAND_NOT_FOUND.title}</h1>
      <p className="not-found__text">{ISLAND_NOT_FOUND.text}</p>
      <Link to="/explore" className={buttonClass('primary', 'lg')}>
        <ArrowLeftIcon />
        Back to Explore
      </Link>
    </div>
  );
}
