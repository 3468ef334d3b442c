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
} from '@core/contract/enums';
import type { Sort } from '@core/contract/enums';
import type { ExploreParams } from '@core/site/explore-address';
import { EXPLORE_FEATURES } from '@core/site/explore-address';
import { MAX_SEARCH_LENGTH } from '@core/search/island-search';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon, CloseIcon, PinIcon, SearchIcon } from '@/components/ui/icons';
import { NativeSelect } from '@/components/ui/native-select';
import type { ExploreCounts } from '@core/catalogue/explore-counts';
import {
  FEATURE_FILTERS,
  SORT_LABELS,
  activeFilterCount,
  effectiveSort,
  hasActiveFilters,
  toggleFeature,
} from '../explore-params';
import { PLACE_TEXT, useNearMe } from '../hooks/use-near-me';
import { PolarLightSelect } from './polar-light-select';

const ALL = 'all';
const counted = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
const islandsWord = (count: number) => (count === 1 ? '1 island' : `${count} islands`);

interface ExploreFiltersProps {
  params: ExploreParams;
  /** The search box's text as typed, ahead of the URL. */
  text: string;
  onTextChange: (text: string) => void;
  /** Puts the typed text into the URL now (leaving the box, Enter), not after the pause. */
  onTextCommit: () => void;
  onChange: (next: Partial<ExploreParams>) => void;
  onClear: () => void;
  /** What each choice would show; undefined while the catalogue loads. */
  counts?: ExploreCounts | undefined;
  /** Whether the device can be asked where it is (the desktop app grants no location). */
  canLocate?: boolean;
}

export function ExploreFilters({
  params,
  text,
  onTextChange,
  onTextCommit,
  onChange,
  onClear,
  counts,
  canLocate = true,
}: ExploreFiltersProps) {
  const active = hasActiveFilters({ ...params, q: text });
  // On a phone the choices fold behind one button, so the results are in the first screen.
  const [open, setOpen] = useState(false);
  const activeCount = activeFilterCount(params);
  const nearMe = useNearMe((near) => onChange({ near }));
  const sort = effectiveSort({ ...params, q: text });
  const regionOptions = [
    { value: ALL, label: 'All Regions' },
    ...REGIONS.map((region) => ({
      value: regionSlug(region),
      label: counted(regionLabel(region), counts?.region[region]),
    })),
  ];
  const categoryOptions = [
    { value: ALL, label: 'All Categories' },
    ...CATEGORIES.map((category) => ({
      value: categorySlug(category),
      label: counted(category, counts?.category[category]),
    })),
  ];
  const countryOptions = [
    { value: ALL, label: 'All Countries' },
    ...(counts?.countries ?? []).map((country) => ({
      value: country.code.toLowerCase(),
      label: counted(country.label, country.count),
    })),
  ];
  // Relevance needs a search, distance a point: offered only when they mean something.
  const sortOptions = SORTS.filter(
    (option) => (option !== 'relevance' || text.trim() !== '') && (option !== 'distance' || params.near),
  ).map((option) => ({ value: option, label: SORT_LABELS[option] }));
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
            placeholder="Name, other name, country, region or description"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => onTextChange(event.target.value)}
            onBlur={onTextCommit}
            autoComplete="off"
          />
        </div>
      </div>
      <button
        type="button"
        className="filter-chip explore-filters__toggle"
        aria-expanded={open}
        aria-controls="explore-filters-more"
        onClick={() => setOpen((was) => !was)}
      >
        {activeCount > 0 ? `Filters (${activeCount} active)` : 'Filters'}
        <ChevronDownIcon />
      </button>
      <div id="explore-filters-more" className="explore-filters__more" data-open={open ? '' : undefined}>
        <div className="field">
          <label htmlFor="explore-region" className="field__label">
            Region
          </label>
          <NativeSelect
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
          <NativeSelect
            id="explore-category"
            value={params.category ? categorySlug(params.category) : ALL}
            options={categoryOptions}
            describedBy="explore-category-hint"
            onValueChange={(value) => onChange({ category: value === ALL ? undefined : parseCategory(value) })}
          />
          {/* The menu counts islands filed under a category; the chips below, every island with the fact. */}
          <p id="explore-category-hint" className="field__hint">
            One per island; the features count every island
          </p>
        </div>
        <div className="field">
          <label htmlFor="explore-country" className="field__label">
            Country
          </label>
          <NativeSelect
            id="explore-country"
            value={params.country ? params.country.toLowerCase() : ALL}
            options={countryOptions}
            onValueChange={(value) => onChange({ country: value === ALL ? undefined : value.toUpperCase() })}
          />
        </div>
        <PolarLightSelect params={params} onChange={onChange} />
        <div className="field">
          <label htmlFor="explore-sort" className="field__label">
            Sort by
          </label>
          <NativeSelect
            id="explore-sort"
            value={sort}
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
          {EXPLORE_FEATURES.map((feature) => (
            <button
              key={feature}
              type="button"
              className="filter-chip"
              aria-pressed={params.features.includes(feature)}
              aria-label={
                counts
                  ? `${FEATURE_FILTERS[feature].label}, ${islandsWord(counts.flags[FEATURE_FILTERS[feature].flag])}`
                  : FEATURE_FILTERS[feature].label
              }
              onClick={() => onChange({ features: toggleFeature(params.features, feature) })}
            >
              {FEATURE_FILTERS[feature].label}
              {/* The badge is there before its number, so the chips do not widen when counts arrive. */}
              <span className="filter-chip__count" aria-hidden="true">
                {counts?.flags[FEATURE_FILTERS[feature].flag] ?? ''}
              </span>
            </button>
          ))}
        </div>
        <div className="explore-filters__place" role="group" aria-label="Place">
          {canLocate || params.near ? (
            <button
              type="button"
              className="filter-chip"
              aria-pressed={!!params.near}
              disabled={nearMe.locating}
              onClick={() => (params.near ? onChange({ near: undefined }) : nearMe.locate())}
            >
              <PinIcon />
              {nearMe.locating ? PLACE_TEXT.locating : PLACE_TEXT.nearMe}
            </button>
          ) : null}
          {params.bbox ? (
            <button
              type="button"
              className="filter-chip"
              aria-pressed="true"
              onClick={() => onChange({ bbox: undefined })}
            >
              {PLACE_TEXT.inArea}
              <span className="visually-hidden">: {PLACE_TEXT.removeArea}</span>
            </button>
          ) : null}
          <p className="explore-filters__place-status" role="status">
            {nearMe.error ?? ''}
          </p>
        </div>
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
  // What this box last put into the address: when the address catches up with it, whatever has
  // been typed since stays (a fast typist's next word was being replaced by the previous one).
  const [lastCommitted, setLastCommitted] = useState<string | undefined>(undefined);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    // Once: a later visit to the same address (Back after Clear) is an outside change again.
    if (urlQuery === lastCommitted) setLastCommitted(undefined);
    else setText(urlQuery);
  }
  const send = useCallback(
    (value: string) => {
      setLastCommitted(value);
      commit(value);
    },
    [commit],
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (text === urlQuery) return;
    timer.current = setTimeout(() => send(text), 300);
    return () => clearTimeout(timer.current);
  }, [text, urlQuery, send]);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (text !== urlQuery) send(text);
  }, [text, urlQuery, send]);
  return [text, setText, flush] as const;
}
