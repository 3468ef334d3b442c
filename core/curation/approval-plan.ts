import {
  CATALOGUE_FLOORS,
  MIN_CATALOGUE_DESCRIPTION,
  checkCatalogue,
  type RuleProblem,
} from '../rules/catalogue-rules';
import { findLikelyDuplicates, type LikelyDuplicate } from '../rules/likely-duplicates';
import type { Catalog, Island, IslandImage, Submission } from '../contract/schemas';
import { catalogueIslandSchema, toIssues } from '../contract/schemas';
import { slugify } from '../contract/slug';
import { canonicalJson } from '../inbox/canonical-json';
import { RESERVED_ISLAND_IDS } from '../contract/reserved-ids';

/** From a submission to a catalogue island: its id, its fields, its image, and the rules it would break. */

/** A lowercase slug of the name, with -2, -3… until no island has it. */
export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name).slice(0, 150).replace(/-+$/, '') || 'island';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The state a country label names: the part before a territory in parentheses, folded. */
const sovereignOf = (label: string) => label.split('(')[0]!.trim().toLowerCase();

/**
 * The code of the state a country label names, when the catalogue's islands of that state agree on
 * it: a submission says "France", the catalogue's "France (French Polynesia)" islands are FR.
 */
export function knownCountryCode(country: string | undefined, islands: readonly Island[]): string | undefined {
  const state = country ? sovereignOf(country) : '';
  if (!state) return undefined;
  const codes = new Set(
    islands
      .filter((island) => island.country && island.countryCode && sovereignOf(island.country) === state)
      .map((island) => island.countryCode),
  );
  return codes.size === 1 ? [...codes][0] : undefined;
}

/** The island fields a submission carries; the rest take the schema's defaults. */
export function islandDraftFromSubmission(
  submission: Submission,
  islands: readonly Island[] = [],
): Omit<Island, 'id' | 'featured'> {
  return {
    name: submission.name,
    alternateNames: [],
    description: submission.description,
    region: submission.region,
    category: submission.category,
    country: submission.country,
    countryCode: knownCountryCode(submission.country, islands),
    latitude: submission.latitude,
    longitude: submission.longitude,
    population: submission.population,
    area: submission.area,
    hasAirport: submission.hasAirport,
    hasAbandonedAirstrip: submission.hasAbandonedAirstrip,
    accessMethod: submission.accessMethod,
    isInhabited: submission.isInhabited,
    staffPresence: 'none',
    militaryHistory: submission.militaryHistory,
    imageUrl: submission.imageUrl,
    // The record's first source is the submission itself; curators add the references they checked.
    sources: [
      {
        title: `Visitor submission of ${submission.submittedAt.slice(0, 10)}, reviewed by the team`,
        publisher: 'Isolario',
      },
    ],
  };
}

/** The primary image record for an approved island's imageUrl. */
export function primaryImageFor(island: Island, id: string, addedAt: string): IslandImage | undefined {
  if (!island.imageUrl) return undefined;
  return {
    id,
    islandId: island.id,
    imageUrl: island.imageUrl,
    title: island.name,
    isPrimary: true,
    sortOrder: 0,
    addedAt,
  };
}

/** The catalogue-wide rules' fixes, said the way a curator applies them to a submission. */
const APPROVAL_FIXES: Record<string, string> = {
  'unique-id': 'choose another id with set id=..., or leave id out for an automatic one',
  'unique-name': 'give it a distinguishing name with set name=...',
  'description-length': `write at least ${MIN_CATALOGUE_DESCRIPTION} characters of our own words with set description=...`,
  'same-point': 'check the coordinates and fix them with set latitude=... and set longitude=...',
};

export interface ApprovalPlan {
  proposedId: string;
  island?: Island;
  image?: IslandImage;
  problems: RuleProblem[];
  duplicates: LikelyDuplicate[];
}

export interface ApprovalChoices {
  featured?: boolean;
  overrides?: Partial<Island>;
  imageId: string;
  now: string;
}

/**
 * What approving would add, and every rule it would break: the Island schema, then the same
 * rules as npm run data:check for the new island (per-island rules, unique id and name, the
 * description length, same point, image) and the featured cap.
 */
export function planApproval(submission: Submission, catalog: Catalog, choices: ApprovalChoices): ApprovalPlan {
  // A retired id still answers (it redirects to its group): a new island may not take it.
  const retired = new Set((catalog.retired ?? []).map((entry) => entry.id));
  const taken = new Set([...catalog.islands.map((island) => island.id), ...retired, ...RESERVED_ISLAND_IDS]);
  const draft: Record<string, unknown> = {
    ...islandDraftFromSubmission(submission, catalog.islands),
    featured: choices.featured ?? false,
    ...choices.overrides,
  };
  const proposedId =
    choices.overrides?.id ?? uniqueSlug(typeof draft.name === 'string' ? draft.name : submission.name, taken);
  draft.id = proposedId;
  const duplicates = findLikelyDuplicates(
    {
      name: String(draft.name),
      latitude: Number(draft.latitude),
      longitude: Number(draft.longitude),
    },
    catalog.islands,
  );
  const parsed = catalogueIslandSchema.safeParse(draft);
  if (!parsed.success) {
    const problems = toIssues(parsed.error).map((issue) => ({
      id: proposedId,
      rule: 'schema',
      message: `${issue.path}: ${issue.message}`,
      fix: `set a valid value with set ${issue.path || 'field'}=...`,
    }));
    return { proposedId, problems, duplicates };
  }
  const island = parsed.data;
  const image = primaryImageFor(island, choices.imageId, choices.now);
  const after = { islands: [...catalog.islands, island], images: [...catalog.images, ...(image ? [image] : [])] };
  const problems = checkCatalogue(after).filter(
    (problem) => problem.id === island.id || (image !== undefined && problem.id === image.id),
  );
  if (retired.has(island.id))
    problems.push({
      id: island.id,
      rule: 'retired-id',
      message: `'${island.id}' is a retired id: links to it open the island it was folded into`,
      fix: 'choose another id with set id=..., or leave id out for an automatic one',
    });
  for (const problem of problems) {
    const fix = APPROVAL_FIXES[problem.rule];
    if (fix) problem.fix = fix;
  }
  const featuredNow = catalog.islands.filter((candidate) => candidate.featured).length;
  if (island.featured && featuredNow >= CATALOGUE_FLOORS.featuredMax)
    problems.push({
      id: island.id,
      rule: 'featured-count',
      message: `${featuredNow} islands are already featured, the most the catalogue allows is ${CATALOGUE_FLOORS.featuredMax}`,
      fix: 'approve without --featured, or unfeature another island first',
    });
  return { proposedId, island, image, problems, duplicates };
}

/**
 * The island an earlier approval of this very submission already added, if the catalogue holds it:
 * one with the submission's name and point that is exactly what approving it with these choices
 * (and that island's id) would add. An approval cut short after the catalogue was written (a kill
 * before the submission was marked) is finished by its retry instead of refused as a duplicate.
 */
export function ownIsland(submission: Submission, catalog: Catalog, choices: ApprovalChoices): Island | undefined {
  const name = submission.name.trim().toLowerCase();
  for (const candidate of catalog.islands) {
    const same =
      candidate.name.trim().toLowerCase() === name &&
      candidate.latitude === submission.latitude &&
      candidate.longitude === submission.longitude;
    if (!same) continue;
    const others = { islands: catalog.islands.filter((island) => island !== candidate), images: catalog.images };
    const plan = planApproval(submission, others, {
      ...choices,
      overrides: { ...choices.overrides, id: choices.overrides?.id ?? candidate.id },
    });
    // As the file holds it: an absent optional field is no field at all.
    const written = plan.island && (JSON.parse(JSON.stringify(plan.island)) as Island);
    if (written && canonicalJson(written) === canonicalJson(candidate)) return candidate;
  }
  return undefined;
}
