import { Navigate, useParams } from 'react-router';
import { canonicalCategoryPath, categoryPath } from '@core/site/web-routes';
import { categoryInfoBySlug } from '@/features/categories/category-info';
import { CATEGORY_NOT_FOUND, CategoryNotFound } from '@/features/categories/components/category-not-found';
import { CategoryOverview } from '@/features/categories/components/category-overview';
import { useIslandsByCategory } from '@/features/islands/api/get-islands-by-category';
import { IslandGrid } from '@/features/islands/components/island-grid';
import { VirtualIslandGrid } from '@/features/islands/components/virtual-island-grid';
import { isNotFound } from '@/lib/api-error';
import { usePageMeta } from '@/lib/use-page-meta';

export function CategoryRoute() {
  const { category: slug = '' } = useParams();
  const info = categoryInfoBySlug(slug);
  const islands = useIslandsByCategory(slug, info !== undefined);
  const missing = !info || isNotFound(islands.error);
  usePageMeta(missing ? CATEGORY_NOT_FOUND : info.title, missing ? 'This category does not exist.' : info.blurb);

  // Another spelling of a category ('Arctic'): its page is at the slug (the server redirects too).
  const canonical = info ? undefined : canonicalCategoryPath(categoryPath(slug));
  if (canonical) return <Navigate to={canonical} replace />;
  if (missing) return <CategoryNotFound />;
  return (
    <>
      <CategoryOverview info={info} islands={islands.data} />
      <section className="container section" aria-labelledby="category-islands">
        <h2 id="category-islands" className="section__title">
          {info.title}
        </h2>
        {islands.isError ? (
          <p className="empty-text" role="alert">
            The islands of this category could not be loaded. Please reload the page to try again.
          </p>
        ) : islands.data?.length ? (
          // Only the rows near the screen are in the page: Arctic's 148 cards cost a throttled phone
          // ~0.5 s of blocking to hydrate when all were rendered (Lighthouse 82-85).
          <VirtualIslandGrid
            total={islands.data.length}
            islandAt={(position) => islands.data[position]}
            label={info.title}
          />
        ) : (
          <IslandGrid
            islands={islands.data}
            isLoading={islands.isPending}
            skeletonCount={6}
            label={info.title}
            empty={
              <div className="empty-state">
                <h3 className="empty-state__title">No Islands Found</h3>
                <p>No islands in this category yet. Know one? Use Submit Island at the top of the page.</p>
              </div>
            }
          />
        )}
      </section>
    </>
  );
}
