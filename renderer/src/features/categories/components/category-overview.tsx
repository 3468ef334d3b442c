import { Link } from 'react-router';
import type { CategoryIsland } from '@core/catalogue/card-fields';
import { islandPath } from '@core/site/web-routes';
import { Skeleton } from '@/components/ui/skeleton';
import type { CategoryInfo } from '../category-info';
import '../categories.css';
import { CategoryIcon } from './category-icon';
import { categoryRuleWords } from '../category-rule-words';
import { formatNumber } from '@/lib/format-number';

function categoryFigures(islands: readonly CategoryIsland[]) {
  return [
    { label: 'Total islands', value: islands.length },
    { label: 'Inhabited', value: islands.filter((island) => island.isInhabited).length },
    { label: 'With airports', value: islands.filter((island) => island.hasAirport).length },
    {
      label: 'Countries',
      value: new Set(islands.flatMap((island) => (island.country ? [island.country.trim().toLowerCase()] : []))).size,
    },
  ];
}

/** The category page's header, description, characteristics, figures and notable examples. */
export function CategoryOverview({
  info,
  islands,
}: {
  info: CategoryInfo;
  islands: readonly CategoryIsland[] | undefined;
}) {
  const notable = islands ? [...islands].sort((a, b) => Number(b.featured) - Number(a.featured)).slice(0, 3) : [];
  return (
    <>
      <header className="page-hero page-hero--category">
        <div className="container">
          <p className="page-hero__eyebrow">Category</p>
          <h1 className="page-hero__title">
            <CategoryIcon category={info.category} className="page-hero__icon" /> {info.title}
          </h1>
          <p className="page-hero__lede">{info.blurb}</p>
          <p className="page-hero__count" aria-live="polite">
            {islands ? (
              `${formatNumber(islands.length)} ${islands.length === 1 ? 'island' : 'islands'} in the catalogue`
            ) : (
              <Skeleton style={{ width: '12rem', height: '1.1rem' }} />
            )}
          </p>
        </div>
      </header>
      <div className="container category-overview">
        <section className="card category-overview__about" aria-labelledby="category-about">
          <h2 id="category-about">About {info.title.toLowerCase()}</h2>
          <p>{info.description}</p>
          <p className="muted" data-testid="category-rule">
            {categoryRuleWords(info.category)}
          </p>
          <h3>Key characteristics</h3>
          <ul className="tick-list">
            {info.characteristics.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <aside className="category-overview__side">
          <section className="card" aria-labelledby="category-stats">
            <h2 id="category-stats">Statistics</h2>
            <dl className="figure-list">
              {categoryFigures(islands ?? []).map((figure) => (
                <div key={figure.label}>
                  <dt>{figure.label}</dt>
                  <dd>
                    {islands ? formatNumber(figure.value) : <Skeleton style={{ width: '2rem', height: '1rem' }} />}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card" aria-labelledby="category-notable">
            <h2 id="category-notable">Notable examples</h2>
            {islands === undefined ? (
              <Skeleton style={{ width: '80%', height: '1rem' }} />
            ) : notable.length === 0 ? (
              <p className="muted">None catalogued yet.</p>
            ) : (
              <ul className="link-list">
                {notable.map((island) => (
                  <li key={island.id}>
                    <Link to={islandPath(island.id)}>{island.name}</Link>
                    {island.country ? <span className="muted"> · {island.country}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </>
  );
}
