import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { REGIONS, parseRegion, regionLabel, regionSlug } from '@core/contract/enums';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { NativeSelect } from '@/components/ui/native-select';
import { exploreSearchHref } from '../explore-params';
import '../hero-search.css';

const ALL = 'all';
const regionOptions = [
  { value: ALL, label: 'All Regions' },
  ...REGIONS.map((region) => ({ value: regionSlug(region), label: regionLabel(region) })),
];

/** Home's search: Enter or the button hands the text and region to Explore. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [region, setRegion] = useState(ALL);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(exploreSearchHref(q, region === ALL ? undefined : parseRegion(region)));
  };
  return (
    <form className="hero-search" role="search" aria-label="Search islands" onSubmit={onSubmit}>
      <div className="hero-search__text">
        <label htmlFor="hero-search-input" className="visually-hidden">
          Search islands
        </label>
        <SearchIcon />
        <input
          id="hero-search-input"
          type="search"
          className="hero-search__input"
          placeholder="Search islands, atolls, countries..."
          value={q}
          onChange={(event) => setQ(event.target.value)}
          autoComplete="off"
        />
      </div>
      {/* A native select: the home page's first script stays small, and phones show their own picker. */}
      <NativeSelect
        id="hero-search-region"
        ariaLabel="Region"
        className="hero-search__region"
        value={region}
        onValueChange={setRegion}
        options={regionOptions}
      />
      <Button type="submit" size="lg" className="hero-search__button">
        Search
      </Button>
    </form>
  );
}
