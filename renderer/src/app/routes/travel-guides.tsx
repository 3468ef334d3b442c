import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { GuideList } from '@/features/guides/components/guide-list';
import { usePageMeta } from '@/lib/use-page-meta';

export function TravelGuidesRoute() {
  usePageMeta(
    'Travel Guides',
    'Practical guides to planning, reaching, photographing and protecting remote islands, from Arctic safety to Pacific war history.',
  );
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="page-hero__eyebrow">Travel guides</p>
          <h1 className="page-hero__title">Guides for remote island travel</h1>
          <p className="page-hero__lede">
            Reaching a remote island takes planning, patience and care for the place. These guides collect what we have
            learned from travellers, researchers and island communities.
          </p>
        </div>
      </header>
      <div className="container section guides">
        <GuideList />
        <aside className="card suggest-card" aria-labelledby="suggest-heading">
          <h2 id="suggest-heading">Missing a topic?</h2>
          <p>Tell us what you would like to read about next, or offer to write a guide yourself.</p>
          <Link to="/contact" className={buttonClass('primary')}>
            Suggest a topic
          </Link>
        </aside>
      </div>
    </>
  );
}
