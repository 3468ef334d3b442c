import { z } from 'zod';
import { parseCategory, parseRegion } from './enums';
import { MAX_SEARCH_LENGTH } from '../search/island-search';

// No request line holds a longer segment; over IPC the bound keeps a page from sending megabytes.
const MAX_SEGMENT = 16_384;

/** One path segment as text, with what the OpenAPI document says of it. */
const segment = (description: string, example: string, error = `${description.split(',')[0]} must be text`) =>
  z.string({ error }).max(MAX_SEGMENT).describe(description).meta({ example });

export const islandIdParams = z.object({
  id: segment('Island id, a readable slug', 'tristan-da-cunha', 'Island id must be text'),
});

export const imageParams = z.object({ imageId: segment('Image id', 'img-1') });

export const islandImageParams = islandIdParams.extend(imageParams.shape);

/** A category by name or slug, read as its category where it is one (one cache entry for each spelling). */
export const categoryParams = z.object({
  category: segment('Category name or slug', 'military-history').transform((text) => parseCategory(text) ?? text),
});

export const regionParams = z.object({
  region: segment('Region name, label or slug', 'pacific').transform((text) => parseRegion(text) ?? text),
});

/** Search text, matched ignoring case and surrounding spaces. */
export const searchParams = z.object({
  query: segment('Search text', 'military')
    .max(MAX_SEARCH_LENGTH, `The search text must be at most ${MAX_SEARCH_LENGTH} characters`)
    .transform((text) => text.trim().toLowerCase()),
});

export const submissionIdParams = z.object({ id: segment('Submission id', 'submission-id') });

export const contactIdParams = z.object({ id: segment('Contact message id', 'contact-id') });
