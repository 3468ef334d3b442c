import { Link } from 'react-router';
import type { Category } from '@core/contract/enums';
import { categoryPath } from '@core/site/web-routes';
import { Skeleton } from '@/components/ui/skeleton';
import { CATEGORY_INFO } from '../category-info';
import '../categories.css';
import { CategoryIcon } from './category-icon';
import { formatNumber } from '@/lib/format-number';

/** Six cards, one per category, with the live count of islands in each. */
export function CategoryCards({ counts }: { counts: Record<Category, number> | undefined }) {
  return (
    <ul className="category-cards">
      {CATEGORY_INFO.map((info) => (
        <li key={info.slug}>
          <Link to={categoryPath(info.slug)} className="category-card" data-testid={`category-card-${info.slug}`}>
            <CategoryIcon category={info.category} className="category-card__icon" />
            <span className="category-card__title">{info.category}</span>
            <span className="category-card__blurb">{info.blurb}</span>
            <span className="category-card__count">
              {counts ? (
                `${formatNumber(counts[info.category])} ${counts[info.category] === 1 ? 'island' : 'islands'} filed here`
              ) : (
                <Skeleton style={{ width: '5rem', height: '1rem' }} />
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
