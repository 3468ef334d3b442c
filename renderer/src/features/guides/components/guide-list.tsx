import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { BookIcon, ClockIcon } from '@/components/ui/icons';
import type { GuideCategory } from '../guides';
import { GUIDES, GUIDE_CATEGORIES, readTime } from '../guides';
import '../guides.css';

/**
 * The six guides with category chips to narrow them; Read Guide opens the outline in place. An
 * address ending #<guide id> (an island page's link) opens that guide and brings it into view.
 */
export function GuideList() {
  const [category, setCategory] = useState<GuideCategory | null>(null);
  // undefined until the reader opens or closes one: until then the address says which is open.
  const [chosenGuide, setOpenGuide] = useState<string | null | undefined>(undefined);
  const { hash } = useLocation();
  const linked = useRef<HTMLLIElement>(null);
  // The server never sees the #fragment: follow it once hydrated, so both render the same first.
  const hydrated = useHydrated();
  const wanted = hydrated && GUIDES.some((guide) => `#${guide.id}` === hash) ? hash.slice(1) : null;
  const openGuide = chosenGuide === undefined ? wanted : chosenGuide;
  useEffect(() => {
    if (wanted) linked.current?.scrollIntoView({ block: 'start' });
  }, [wanted]);
  const shown = category ? GUIDES.filter((guide) => guide.category === category) : GUIDES;
  return (
    <>
      <ul className="chip-list" aria-label="Guide categories">
        <li>
          <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
            All <span className="chip__count">{GUIDES.length}</span>
          </button>
        </li>
        {GUIDE_CATEGORIES.map((item) => (
          <li key={item.category}>
            <button
              type="button"
              className="chip"
              aria-pressed={category === item.category}
              onClick={() => setCategory(category === item.category ? null : item.category)}
            >
              {item.category} <span className="chip__count">{item.count}</span>
            </button>
          </li>
        ))}
      </ul>
      <ul className="guide-grid">
        {shown.map((guide) => {
          const expanded = openGuide === guide.id;
          return (
            <li key={guide.id} id={guide.id} ref={guide.id === wanted ? linked : undefined} className="card guide-card">
              <div className="guide-card__meta">
                <Badge tone="accent">{guide.category}</Badge>
                <span className="guide-card__read">
                  <ClockIcon /> {readTime(guide)}
                </span>
                <span className="guide-card__level">{guide.difficulty}</span>
              </div>
              <h2 className="guide-card__title">{guide.title}</h2>
              <p>{guide.summary}</p>
              <ul className="topic-list" aria-label="Topics">
                {guide.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
              {expanded ? (
                <div id={`guide-${guide.id}`} className="guide-card__outline">
                  <h3>In this guide</h3>
                  <ul className="tick-list">
                    {guide.outline.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <Button
                variant="outline"
                className="guide-card__button"
                aria-expanded={expanded}
                aria-controls={expanded ? `guide-${guide.id}` : undefined}
                onClick={() => setOpenGuide(expanded ? null : guide.id)}
              >
                <BookIcon />
                {expanded ? 'Close Guide' : 'Read Guide'}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
