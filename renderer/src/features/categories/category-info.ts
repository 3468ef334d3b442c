import type { Category } from '@core/contract/enums';
import { CATEGORIES, categorySlug, parseCategory } from '@core/contract/enums';

export interface CategoryInfo {
  category: Category;
  slug: string;
  title: string;
  /** One line for cards. */
  blurb: string;
  /** The category page's long description. */
  description: string;
  characteristics: string[];
}

const INFO: Record<Category, Omit<CategoryInfo, 'category' | 'slug'>> = {
  Tropical: {
    title: 'Tropical Islands',
    blurb: 'Coral atolls and volcanic peaks in warm seas, far from the nearest mainland.',
    description:
      'Tropical islands lie between the Tropics of Cancer and Capricorn, where warm water lets coral reefs grow and trade winds shape the weather. The remote ones in this catalogue are often coral atolls ringing a lagoon or the eroded summits of old volcanoes, many of them days of sailing from the nearest port. Their isolation made them refuges for seabirds and endemic plants, and it still governs how people live on the inhabited ones: supply ships, rainwater tanks and a small, close community.',
    characteristics: [
      'Warm sea temperatures and a climate set by trade winds and cyclone seasons',
      'Coral reefs and lagoons, or steep volcanic slopes with rich soils',
      'High numbers of endemic plants, land birds and nesting seabirds',
      'Fresh water limited to rain catchment and thin groundwater lenses',
    ],
  },
  'Abandoned Airstrip': {
    title: 'Abandoned Airstrip Islands',
    blurb: 'Runways built for war, science or supply, now left to grass and seabirds.',
    description:
      'These islands once had a runway that no longer takes regular traffic. Many strips were built in a hurry during the Second World War or for Cold War weather and tracking stations, then left when the station closed. Some remain usable in an emergency; most are overgrown, cratered or taken over by nesting birds. They are striking records of how far people went to put aircraft on a speck of land in mid-ocean.',
    characteristics: [
      'A runway or landing strip that no longer has scheduled flights',
      'Traces of the station it served: buildings, fuel dumps, radio masts',
      'Usually reached only by boat, and often protected as wildlife refuges',
      'Landing may need a permit from the territory or agency that manages it',
    ],
  },
  Uninhabited: {
    title: 'Uninhabited Islands',
    blurb: 'No permanent residents: only wildlife, weather and the occasional research team.',
    description:
      'Uninhabited islands have no permanent population. Some are too small, dry or cold to support people; others were abandoned, or are closed to settlement to protect what lives there. Scientists, rangers and weather crews may visit or stay for a season, but nobody calls these places home. They are among the last places where ecosystems run largely without human influence.',
    characteristics: [
      'No permanent population; visits are short, seasonal or for research',
      'Large seabird and seal colonies where predators were never introduced',
      'Often nature reserves with strict permits for landing',
      'Harsh or unpredictable landings: swell, cliffs, ice or reef',
    ],
  },
  'Active Airport': {
    title: 'Islands with Active Airports',
    blurb: 'Remote, but reachable by air, often on only a few flights a week.',
    description:
      'An active airport changes everything for a remote island: medical evacuation, mail, fresh food and visitors arrive in hours instead of weeks. The airports here are usually a single runway with a small terminal, served by a handful of scheduled or charter flights, and weather can close them for days. Even so, they are the easiest way to reach some of the most isolated communities on Earth.',
    characteristics: [
      'A runway in regular use for scheduled or charter flights',
      'Flights that are infrequent and easily cancelled by weather',
      'A resident community that depends on the air link for supplies',
      'Tourism possible, but often limited by beds and flight seats',
    ],
  },
  'Military History': {
    title: 'Islands with Military History',
    blurb: 'Garrisons, battlefields, test sites and strategic outposts across the oceans.',
    description:
      'Remote islands have often mattered far more to navies and air forces than their size suggests. They served as coaling stations, garrisons, radio and weather posts, battlefields of the Pacific War, and later as missile tracking and test sites. Many still hold wrecks, gun emplacements and abandoned buildings, and some remain military installations closed to visitors today.',
    characteristics: [
      'A past, or present, as a garrison, base, battlefield or test site',
      'Wartime remains such as wrecks, bunkers, guns and runways',
      'Access often restricted by the military or by heritage protection',
      'Well documented in historical records and archives',
    ],
  },
  Arctic: {
    title: 'Arctic Islands',
    blurb: 'High-latitude islands of tundra, glaciers and long polar nights.',
    description:
      'Arctic islands lie in the far north, where sea ice, permafrost and months of darkness or midnight sun set the rhythm of life. Most are uninhabited or home to small research, weather or mining stations. Polar bears, walrus and huge seabird cliffs are common, and landings depend on ice conditions that change from week to week.',
    characteristics: [
      'Polar climate with sea ice for part or all of the year',
      'Permafrost, glaciers and tundra vegetation',
      'Polar bears, walrus, Arctic foxes and large seabird colonies',
      'Research and weather stations rather than towns',
    ],
  },
};

export const CATEGORY_INFO: CategoryInfo[] = CATEGORIES.map((category) => ({
  category,
  slug: categorySlug(category),
  ...INFO[category],
}));

/** Only exact slugs are category pages; anything else is 'Category Not Found'. */
export function categoryInfoBySlug(slug: string): CategoryInfo | undefined {
  const category = parseCategory(slug);
  if (!category || categorySlug(category) !== slug) return undefined;
  return CATEGORY_INFO.find((info) => info.category === category);
}
