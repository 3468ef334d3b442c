import { Link } from 'react-router';
import { categoryPath } from '@core/site/web-routes';
import { buttonClass } from '@/components/ui/button';
import { CATEGORY_INFO } from '../category-info';
import { CategoryIcon } from './category-icon';

export const CATEGORY_NOT_FOUND = 'Category Not Found';

export function CategoryNotFound() {
  return (
    <div className="container not-found">
      <h1 className="not-found__title">{CATEGORY_NOT_FOUND}</h1>
      <p className="not-found__text">We don't have a category by that name. These are the categories we catalogue:</p>
      <ul className="chip-list" aria-label="Available categories">
        {CATEGORY_INFO.map((info) => (
          <li key={info.slug}>
            <Link to={categoryPath(info.slug)} className="chip">
              <CategoryIcon category={info.category} className="inline-icon" /> {info.title}
            </Link>
          </li>
        ))}
      </ul>
      <div className="not-found__actions">
        <Link to="/explore" className={buttonClass('primary', 'lg')}>
          Explore Islands
        </Link>
        <Link to="/" className={buttonClass('outline', 'lg')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
