import { z } from 'zod';
import { canonicalWords, searchWords } from '@core/search/search-terms';

/**
 * Candidate images for an island from the NASA Image and Video Library search API, and their
 * ranking. Pure: what was fetched comes in, ranked candidates go out.
 */

/** Where every image URL points: the library's asset host, by its documented pattern. */
const ASSET_BASE = 'https://images-assets.nasa.gov/image';

/** The rendition a curator adds (~large.jpg) and the original (~orig.jpg), from the nasa_id alone. */
export function nasaImageUrl(nasaId: string, rendition: 'large' | 'orig' = 'large'): string {
  const id = encodeURIComponent(nasaId);
  return `${ASSET_BASE}/${id}/${id}~${rendition}.jpg`;
}

// Letters, digits, '.', '_', '-' and inner spaces, never starting with a dot: one plain path segment.
const NASA_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*(?: [A-Za-z0-9._-]+)*$/;

/** One item of collection.items, as the API documents it; only data[0] describes the image. */
const itemSchema = z.object({
  data: z
    .array(
      z.object({
        nasa_id: z.string().max(200).regex(NASA_ID),
        title: z.string(),
        description: z.string().optional(),
        date_created: z.string().optional(),
        keywords: z.array(z.string()).optional(),
        media_type: z.string(),
        center: z.string().optional(),
      }),
    )
    .min(1),
});

const answerSchema = z.object({
  collection: z.object({
    items: z.array(z.unknown()),
    metadata: z.object({ total_hits: z.number().int().min(0) }).optional(),
  }),
});

/** An image one search found. */
export interface NasaImage {
  nasaId: string;
  title: string;
  description?: string;
  dateCreated?: string;
  keywords: string[];
  center?: string;
}

export interface SearchAnswer {
  images: NasaImage[];
  /** Hits the library has for the query; the first page holds at most 100 of them. */
  totalHits?: number;
  /** Items left out: not an image, or not in the documented item shape. */
  skipped: number;
}

/** Reads one search answer; a string says why the answer is not in the documented shape. */
export function readSearchAnswer(json: unknown): SearchAnswer | string {
  const answer = answerSchema.safeParse(json);
  if (!answer.success) {
    const issue = answer.error.issues[0]!;
    return `${issue.path.join('.') || 'the answer'}: ${issue.message}`;
  }
  const images: NasaImage[] = [];
  let skipped = 0;
  for (const raw of answer.data.collection.items) {
    const item = itemSchema.safeParse(raw);
    const data = item.success ? item.data.data[0]! : undefined;
    if (!data || data.media_type !== 'image') {
      skipped++;
      continue;
    }
    images.push({
      nasaId: data.nasa_id,
      title: data.title.trim(),
      description: data.description,
      dateCreated: data.date_created,
      keywords: data.keywords ?? [],
      center: data.center,
    });
  }
  return { images, totalHits: answer.data.collection.metadata?.total_hits, skipped };
}

/** A candidate as the command prints it: why it ranks where it does, and its URLs. */
export interface RankedCandidate extends NasaImage {
  rank: number;
  imageUrl: string;
  originalUrl: string;
  /** The island's name or alternate name found in the title or keywords. */
  matchedName?: string;
  /** What marks it as Earth observation or ISS photography: 'ISS', 'Landsat', ... */
  earthObservation?: string;
  /** The names whose search found it. */
  foundBy: string[];
}

/** Word sequences that mark Earth observation and ISS crew photography, with their label. */
const EARTH_OBSERVATION: readonly [string, string][] = [
  ['international space station', 'ISS'],
  ['iss', 'ISS'],
  ['earth observatory', 'Earth Observatory'],
  ['earth observation', 'Earth observation'],
  ['earth observations', 'Earth observation'],
  ['landsat', 'Landsat'],
  ['modis', 'MODIS'],
  ['astronaut photography', 'astronaut photography'],
  ['astronaut photograph', 'astronaut photography'],
];

// ISS crew photographs are catalogued as iss<expedition>e<frame>: iss, three digits, e, the frame.
const ISS_CREW_ID = /^iss\d{3}e\d+$/i;

const words = (text: string) => canonicalWords(searchWords(text));

function containsPhrase(haystack: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= haystack.length; start++) {
    if (phrase.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

function matchedName(image: NasaImage, names: readonly string[]): string | undefined {
  const texts = [image.title, ...image.keywords].map(words);
  return names.find((name) => texts.some((text) => containsPhrase(text, words(name))));
}

function earthObservation(image: NasaImage): string | undefined {
  if (ISS_CREW_ID.test(image.nasaId)) return 'ISS';
  const texts = [image.title, ...image.keywords, image.center ?? ''].map(words);
  return EARTH_OBSERVATION.find(([phrase]) => texts.some((text) => containsPhrase(text, words(phrase))))?.[1];
}

const time = (date: string | undefined) => {
  const value = date === undefined ? Number.NaN : Date.parse(date);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
};

/**
 * Merges what each name's search found (by nasa_id) and ranks it: the island's names in the title
 * or keywords first, then Earth observation and ISS photography, then newest first (undated last).
 */
export function rankCandidates(
  searches: readonly { name: string; images: readonly NasaImage[] }[],
  names: readonly string[],
): RankedCandidate[] {
  const byId = new Map<string, { image: NasaImage; foundBy: string[] }>();
  for (const search of searches) {
    for (const image of search.images) {
      const seen = byId.get(image.nasaId);
      if (!seen) byId.set(image.nasaId, { image, foundBy: [search.name] });
      else if (!seen.foundBy.includes(search.name)) seen.foundBy.push(search.name);
    }
  }
  const candidates = [...byId.values()].map(({ image, foundBy }) => ({
    ...image,
    rank: 0,
    imageUrl: nasaImageUrl(image.nasaId),
    originalUrl: nasaImageUrl(image.nasaId, 'orig'),
    matchedName: matchedName(image, names),
    earthObservation: earthObservation(image),
    foundBy,
  }));
  candidates.sort(
    (a, b) =>
      Number(b.matchedName !== undefined) - Number(a.matchedName !== undefined) ||
      Number(b.earthObservation !== undefined) - Number(a.earthObservation !== undefined) ||
      time(b.dateCreated) - time(a.dateCreated) ||
      (a.nasaId < b.nasaId ? -1 : a.nasaId > b.nasaId ? 1 : 0),
  );
  return candidates.map((candidate, index) => ({ ...candidate, rank: index + 1 }));
}

/** The names to search for: the island's name, then its alternate names, each once. */
export function searchNames(island: { name: string; alternateNames?: readonly string[] }): string[] {
  const seen = new Set<string>();
  return [island.name, ...(island.alternateNames ?? [])].filter((name) => {
    const key = words(name).join(' ');
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
