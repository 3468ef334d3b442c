import { Link } from 'react-router';
import { categoryPath } from '@core/site/web-routes';
import { buttonClass } from '@/components/ui/button';
import { ArrowRightIcon, CompassIcon } from '@/components/ui/icons';
import { usePageMeta } from '@/lib/use-page-meta';

export function NotFoundRoute() {
  usePageMeta('Island Not Found', 'This page has drifted away like a remote atoll.');
  return (
    <div className="container not-found">
      <CompassIcon className="not-found__icon" />
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Island Not Found</h1>
      <p className="not-found__text">
        Like a remote atoll lost in the vast ocean, the page you're looking for seems to have drifted away.
      </p>
      <div className="not-found__actions">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Back to Home
        </Link>
        <Link to="/explore" className={buttonClass('outline', 'lg')}>
          Explore Islands
        </Link>
      </div>
      <nav className="not-found__popular" aria-labelledby="popular-heading">
        <h2 id="popular-heading">Popular destinations</h2>
        <ul className="link-list">
          <li>
            <Link to={categoryPath('tropical')}>
              Tropical Islands <ArrowRightIcon />
            </Link>
          </li>
          <li>
            <Link to={categoryPath('arctic')}>
              Arctic Islands <ArrowRightIcon />
            </Link>
          </li>
          <li>
            <Link to="/about">
              About Isolario <ArrowRightIcon />
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
