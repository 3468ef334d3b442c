import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CATEGORIES,
  REGIONS,
  SORTS,
  categorySlug,
  parseCategory,
  parseRegion,
  regionLabel,
  regionSlug,
} from '@core/enums';
import type { Sort } from '@core/enums';
import { Button } from '@/components/ui/button';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import type { ExploreParams } from '../explore-params';
import { FEATURES, FEATURE_FILTERS, SORT_LABELS, hasActiveFilters, toggleFeature } from '../explore-params';

const ALL = 'all';
const regionOptions = [
  { value: ALL, label: 'All Regions' },
  ...REGIONS.map((region) => ({ value: regionSlug(region), label: regionLabel(region) })),
];
const categoryOptions = [
  { value: ALL, label: 'All Categories' },
  ...CATEGORIES.map((category) => ({ value: categorySlug(category), label: category })),
];
const sortOptions = SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

interface ExploreFiltersProps {
  params: ExploreParams;
  /** The search box's text as typed, ahead of the URL. */
  text: string;
  onTextChange: (text: string) => void;
  /** Puts the typed text into the URL now (leaving the box, Enter), not after the pause. */
  onTextCommit: () => void;
  onChange: (next: Partial<ExploreParams>) => void;
  onClear: () => void;
}

export function ExploreFilters({ params, text, onTextChange, onTextCommit, onChange, onClear }: ExploreFiltersProps) {
  const active = hasActiveFilters({ ...params, q: text });
  return (
    <form
      className="explore-filters"
      role="search"
      aria-label="Filter islands"
      onSubmit={(event) => {
        event.preventDefault();
        onTextCommit();
      }}
    >
      <div className="field explore-filters__search">
        <label htmlFor="explore-search" className="field__label">
          Search
        </label>
        <div className="input-with-icon">
          <SearchIcon />
          <input
            id="explore-search"
            type="search"
            className="input"
            placeholder="Name, description, region or country"
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            onBlur={onTextCommit}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="explore-region" className="field__label">
          Region
        </label>
        <Select
          id="explore-region"
          value={params.region ? regionSlug(params.region) : ALL}
          options={regionOptions}
          onValueChange={(value) => onChange({ region: value === ALL ? undefined : parseRegion(value) })}
        />
      </div>
      <div className="field">
        <label htmlFor="explore-category" className="field__label">
          Category
        </label>
        <Select
          id="explore-category"
          value={params.category ? categorySlug(params.category) : ALL}
          options={categoryOptions}
          onValueChange={(value) => onChange({ category: value === ALL ? undefined : parseCategory(value) })}
        />
      </div>
      <div className="field">
        <label htmlFor="explore-sort" className="field__label">
          Sort by
        </label>
        <Select
          id="explore-sort"
          value={params.sort}
          options={sortOptions}
          onValueChange={(value) => onChange({ sort: value as Sort })}
        />
      </div>
      <div className="explore-filters__clear">
        {active ? (
          <Button variant="ghost" onClick={onClear}>
            <CloseIcon />
            Clear Filters
          </Button>
        ) : null}
      </div>
      <div className="explore-filters__chips" role="group" aria-label="Features">
        {FEATURES.map((feature) => (
          <button
            key={feature}
            type="button"
            className="filter-chip"
            aria-pressed={params.features.includes(feature)}
            onClick={() => onChange({ features: toggleFeature(params.features, feature) })}
          >
            {FEATURE_FILTERS[feature].label}
          </button>
        ))}
      </div>
    </form>
  );
}

/**
 * The search box runs ahead of the URL: results follow every keystroke, the URL follows after a
 * pause (replacing, not pushing, so Back skips the typing) or at once when the box is left, so a
 * result clicked right after typing cannot race the delayed commit. Outside changes (Back, Clear) win.
 */
export function useSearchText(urlQuery: string, commit: (text: string) => void) {
  const [text, setText] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    setText(urlQuery);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (text === urlQuery) return;
    timer.current = setTimeout(() => commit(text), 300);
    return () => clearTimeout(timer.current);
  }, [text, urlQuery, commit]);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (text !== urlQuery) commit(text);
  }, [text, urlQuery, commit]);
  return [text, setText, flush] as const;
}
