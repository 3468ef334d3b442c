import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CATEGORY_RULE_TEXT } from '@/features/categories/category-words';
import type { Region } from '@core/contract/enums';
import { buttonClass } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { CategoryCards } from '@/features/categories/components/category-cards';
import { useFeaturedIslands } from '@/features/islands/api/get-featured-islands';
import { useIslands } from '@/features/islands/api/get-islands';
import { HeroSearch } from '@/features/islands/components/hero-search';
import { IslandPopup } from '@/features/islands/components/island-popup';
import { IslandGrid } from '@/features/islands/components/island-grid';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { useStatistics } from '@/features/statistics/api/get-statistics';
import { IslandMap } from '@/features/map/components/island-map';
import type { MapFocus } from '@/features/map/components/island-map';
import { RegionTiles } from '@/features/statistics/components/region-tiles';
import { StatisticsBand } from '@/features/statistics/components/statistics-band';
import { SubmitCta } from '@/features/submission/components/submit-cta';
import { useNearViewport } from '@/lib/use-near-viewport';
import { usePageMeta } from '@/lib/use-page-meta';

export const FEATURED_EMPTY = 'No featured islands available at this time.';

export function HomeRoute() {
  usePageMeta(
    "Isolario · A catalogue of the world's remote islands",
    'Search and browse remote islands, atolls and archipelagos worldwide: regions, categories, coordinates, access and coastlines.',
  );
  const featured = useFeaturedIslands();
  const statistics = useStatistics();
  // Arriving at /#categories from another page, the browser scrolls before the featured cards and
  // the map above have loaded, and they then push the heading down 200 px: the section is kept in
  // place while the page above it settles, until the reader scrolls or three seconds pass.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== '#categories') return;
    const section = document.getElementById('categories');
    const main = document.getElementById('main-content');
    if (!section || !main || typeof ResizeObserver === 'undefined') return;
    const keep = new ResizeObserver(() => section.scrollIntoView({ block: 'start' }));
    keep.observe(main);
    const stop = () => {
      keep.disconnect();
      for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(event, stop);
      window.clearTimeout(timer);
    };
    const timer = window.setTimeout(stop, 3000);
    for (const event of ['wheel', 'touchstart', 'keydown'] as const)
      window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [hash]);
  // The whole catalogue is only for the map and its list: loaded as the reader nears them.
  const mapArea = useRef<HTMLDivElement>(null);
  const islands = useIslands(useNearViewport(mapArea));
  const [focus, setFocus] = useState<MapFocus>();
  const showRegion = (region: Region) => setFocus((previous) => ({ region, key: (previous?.key ?? 0) + 1 }));
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">A catalogue of remote islands</p>
          <h1 id="hero-title" className="hero__title">
            Discover the world's most remote islands
          </h1>
          <p className="hero__lede">
            Atolls, volcanic outposts and polar islands at the edges of the map: where they are, who lives there, how to
            reach them and what history they hold, each drawn from its real coastline and seen from space in NASA
            satellite imagery.
          </p>
          <HeroSearch />
        </div>
      </section>

      <StatisticsBand />

      <section className="section" aria-labelledby="featured-heading">
        <div className="container">
          <div className="section__header">
            <div>
              <p className="section__eyebrow">Featured</p>
              <h2 id="featured-heading" className="section__title">
                Featured islands
              </h2>
            </div>
            <Link to="/explore" className={buttonClass('outline')}>
              View All Islands
              <ArrowRightIcon />
            </Link>
          </div>
          <IslandGrid
            islands={featured.data}
            isLoading={featured.isPending}
            skeletonCount={6}
            label="Featured islands"
            empty={<p className="empty-text">{FEATURED_EMPTY}</p>}
          />
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="map-heading">
        <div className="container">
          <div className="section__header">
            <div>
              <p className="section__eyebrow">Oceans</p>
              <h2 id="map-heading" className="section__title">
                Islands around the world
              </h2>
            </div>
          </div>
          <div className="home-map" ref={mapArea}>
            <IslandMap
              islands={islands.data}
              label={`Map of ${islands.data?.length ?? 'the'} islands in the catalogue`}
              focus={focus}
              renderPopup={(island) => <IslandPopup island={island} />}
              listLabel="in the catalogue"
            />
            <RegionTiles onShow={showRegion} />
          </div>
        </div>
      </section>

      <section className="section" id="categories" aria-labelledby="categories-heading" tabIndex={-1}>
        <div className="container">
          <div className="section__header">
            <div>
              <p className="section__eyebrow">Categories</p>
              <h2 id="categories-heading" className="section__title">
                Browse by category
              </h2>
              <p className="muted" data-testid="category-rule">
                {CATEGORY_RULE_TEXT}
              </p>
            </div>
          </div>
          <CategoryCards counts={statistics.data?.byCategory} />
        </div>
      </section>

      <SubmitCta />
      <NewsletterSignup />
    </>
  );
}
