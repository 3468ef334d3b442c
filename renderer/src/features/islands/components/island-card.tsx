import { Link } from 'react-router';
import { regionLabel } from '@core/contract/enums';
import type { CardIsland } from '@core/catalogue/card-fields';
import { islandPath } from '@core/site/web-routes';
import { Badge } from '@/components/ui/badge';
import { AnchorIcon, PeopleIcon, PinIcon, PlaneIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/format-number';
import { cardAccessLabel } from '../access';
import { IslandImage } from './island-image';
import '../islands.css';

/** The figure a list is sorted by, shown on every card of it, even where it is nought or unknown. */
export type CardFigure = 'population' | 'area';

export function IslandCard({
  island,
  headingLevel = 3,
  figure,
  loading = 'lazy',
}: {
  /** A full island, or the card's fields of one (Explore's pages). */
  island: CardIsland;
  headingLevel?: 2 | 3;
  figure?: CardFigure | undefined;
  /** Eager for the first row of a list, the page's largest paint; lazy below it. */
  loading?: 'eager' | 'lazy';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const access = cardAccessLabel(island);
  return (
    <article className="island-card" data-testid="island-card">
      <div className="island-card__media">
        <IslandImage
          src={island.imageUrl}
          satellite={island.satellite}
          alt={`Satellite view of ${island.name}`}
          spot={island}
          loading={loading}
        />
        <span className="island-card__category">
          <Badge tone="dark">{island.category}</Badge>
        </span>
      </div>
      <div className="island-card__body">
        <Heading className="island-card__title">
          <Link to={islandPath(island.id)} className="island-card__link">
            {island.name}
          </Link>
        </Heading>
        <p className="island-card__place">
          <PinIcon />
          <span>
            {island.country ? `${island.country} · ` : ''}
            {regionLabel(island.region)}
          </span>
        </p>
        <p className="island-card__description">{island.description}</p>
        <ul className="island-card__facts" aria-label="Facts">
          <li className="island-card__access" data-access={access}>
            {island.hasAirport ? <PlaneIcon /> : <AnchorIcon />}
            {access}
          </li>
          {island.isInhabited ? (
            <li>
              <PeopleIcon />
              {formatNumber(island.population)} people
            </li>
          ) : figure === 'population' ? (
            <li>
              <PeopleIcon />
              No permanent population
            </li>
          ) : null}
          {figure === 'area' ? (
            <li className="island-card__area">
              {island.area === undefined ? 'Area not known' : `${formatNumber(island.area)} km²`}
            </li>
          ) : null}
          {island.distanceKm !== undefined ? (
            <li className="island-card__distance">{formatNumber(Math.round(island.distanceKm))} km away</li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
