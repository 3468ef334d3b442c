import { Link } from 'react-router';
import type { Island } from '@core/contract/schemas';
import { WEB_ROUTES } from '@core/site/web-routes';
import { ArrowRightIcon } from '@/components/ui/icons';
import { guidesFor } from '../guides-for-island';

/** The travel guides that concern one island, each a link that opens it on the guides page. */
export function IslandGuides({ island }: { island: Island }) {
  const guides = guidesFor(island);
  if (guides.length === 0) return null;
  return (
    <section className="card" aria-labelledby="guides-heading" data-testid="island-guides">
      <h2 id="guides-heading">Travel guides</h2>
      <ul className="link-list">
        {guides.map((guide) => (
          <li key={guide.id}>
            <Link to={`${WEB_ROUTES.travelGuides}#${guide.id}`}>
              {guide.title}
              <ArrowRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
