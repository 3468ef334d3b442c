import { z } from 'zod';
import { ACCESS_METHODS, CATEGORIES, REGIONS, parseCategory, parseRegion } from './enums';
import { COVERAGE, MIN_CATALOGUE_DESCRIPTION, checkCatalogue, type RuleProblem } from './catalogue-rules';
import { randomId } from './catalogue-service';
import { ConflictError, InvalidError, NotFoundError } from './errors';
import type { ErrorIssue } from './errors';
import { distanceKm } from './geo';
import type { Catalog, Contact, Island, IslandImage, NewsletterSubscription, Submission } from './schemas';
import {
  CONTACT_STATUSES,
  contactSchema,
  islandImageSchema,
  islandSchema,
  newsletterSubscriptionSchema,
  submissionSchema,
  submissionStatusSchema,
  toIssues,
} from './schemas';
import type { SubmissionStatus } from './schemas';
import { foldText, slugify } from './slug';
import type { CatalogStore, InboxStore } from './store';

/** A catalogue island this close (km) to a submission is reported as a likely duplicate. */
export const DUPLICATE_DISTANCE_KM = 5;
/** Dice similarity of two normalised names at or above which they count as very similar. */
export const SIMILAR_NAME_THRESHOLD = 0.8;

// ---------------------------------------------------------------------------------------------
// The wire shapes of curation, shared by the admin endpoints and the command that reads them.

export const ruleProblemSchema = z.object({
  id: z.string(),
  rule: z.string(),
  message: z.string(),
  fix: z.string(),
});

export const DUPLICATE_REASONS = ['same name', 'similar name', 'within 5 km'] as const;
export const likelyDuplicateSchema = z.object({
  id: z.string(),
  name: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)).min(1),
  distanceKm: z.number(),
  nameSimilarity: z.number(),
});
export type LikelyDuplicate = z.infer<typeof likelyDuplicateSchema>;

export const submissionReviewSchema = z.object({
  submission: submissionSchema,
  /** The id the island would get if approved now; absent once the submission is reviewed. */
  proposedId: z.string().optional(),
  /** The island as approval would add it; absent when it does not even fit the Island schema. */
  island: islandSchema.optional(),
  /** Schema and data rules the approval would break; empty means it can be approved as it is. */
  problems: z.array(ruleProblemSchema),
  duplicates: z.array(likelyDuplicateSchema),
});
export type SubmissionReview = z.infer<typeof submissionReviewSchema>;

export const approvalSchema = z.object({
  submission: submissionSchema,
  island: islandSchema,
  image: islandImageSchema.optional(),
  duplicates: z.array(likelyDuplicateSchema),
});
export type Approval = z.infer<typeof approvalSchema>;

export const submissionListQuerySchema = z.object({
  status: z
    .enum(submissionStatusSchema.options, { error: 'status must be one of pending, approved, rejected' })
    .optional(),
});
export const contactListQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'status must be one of unread, read' }).optional(),
});

const fieldValuesSchema = z.record(z.string(), z.string({ error: 'Each --set value must be text' }), {
  error: 'set must be an object of field names to text values',
});

/** POST /api/admin/submissions/{id}/approve */
export const approveBodySchema = z.strictObject(
  {
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
    notes: z.string({ error: 'notes must be text' }).optional(),
    set: fieldValuesSchema.optional(),
  },
  { error: 'The body must be an object with featured, notes and set only' },
);
export type ApproveInput = z.infer<typeof approveBodySchema>;

/** POST /api/admin/submissions/{id}/reject */
export const rejectBodySchema = z.strictObject(
  { notes: z.string({ error: 'Review notes are required to reject a submission' }) },
  { error: 'The body must be an object with notes only' },
);

export const submissionListSchema = z.array(submissionSchema);
export const contactListSchema = z.array(contactSchema);
export const subscriberListSchema = z.array(newsletterSubscriptionSchema);

// ---------------------------------------------------------------------------------------------
// --set field=value: text from a command line, typed by the Island schema.

type FieldKind = 'id' | 'text' | 'optionalText' | 'number' | 'optionalNumber' | 'boolean' | 'enum' | 'optionalUrl';

/** Every Island field and how a curator's text becomes its value; the Record keeps it complete. */
const FIELD_KINDS: Record<keyof Island, FieldKind> = {
  id: 'id',
  name: 'text',
  description: 'text',
  region: 'enum',
  category: 'enum',
  country: 'optionalText',
  latitude: 'number',
  longitude: 'number',
  population: 'number',
  area: 'optionalNumber',
  hasAirport: 'boolean',
  hasAbandonedAirstrip: 'boolean',
  accessMethod: 'enum',
  isInhabited: 'boolean',
  historicalSignificance: 'optionalText',
  militaryHistory: 'boolean',
  imageUrl: 'optionalUrl',
  featured: 'boolean',
};
export const SETTABLE_FIELDS = Object.keys(FIELD_KINDS) as (keyof Island)[];

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

function enumValue(field: keyof Island, text: string): string | undefined {
  if (field === 'region') return parseRegion(text);
  if (field === 'category') return parseCategory(text);
  return ACCESS_METHODS.find((method) => method.toLowerCase() === text.trim().toLowerCase());
}

const ENUM_CHOICES: Partial<Record<keyof Island, readonly string[]>> = {
  region: REGIONS,
  category: CATEGORIES,
  accessMethod: ACCESS_METHODS,
};

/** Coerces one field's text; returns the value or a message saying what is wrong. */
function coerceField(field: keyof Island, text: string): { value: unknown } | { error: string } {
  const kind = FIELD_KINDS[field];
  const trimmed = text.trim();
  let value: unknown;
  switch (kind) {
    case 'optionalText':
    case 'optionalUrl':
      // An empty value removes an optional field.
      if (trimmed === '') return { value: undefined };
      value = trimmed;
      break;
    case 'optionalNumber':
    case 'number':
      if (kind === 'optionalNumber' && trimmed === '') return { value: undefined };
      if (!NUMBER.test(trimmed)) return { error: `${field} must be a number, got '${text}'` };
      value = Number(trimmed);
      break;
    case 'boolean':
      if (/^(true|yes|1)$/i.test(trimmed)) value = true;
      else if (/^(false|no|0)$/i.test(trimmed)) value = false;
      else return { error: `${field} must be true or false, got '${text}'` };
      break;
    case 'enum':
      value = enumValue(field, trimmed);
      if (value === undefined) return { error: `${field} must be one of ${ENUM_CHOICES[field]!.join(', ')}` };
      break;
    case 'id':
    case 'text':
      value = trimmed;
      break;
  }
  const checked = islandSchema.shape[field].safeParse(value);
  if (!checked.success) return { error: `${field}: ${checked.error.issues[0]?.message ?? 'not valid'}` };
  return { value: checked.data };
}

/**
 * Turns { field: text } into Island values by the schema's types. An unknown field or a bad
 * value is an InvalidError naming the field, so nothing is half-applied.
 */
export function coerceFieldValues(values: Record<string, string>): Partial<Island> {
  const result: Partial<Record<keyof Island, unknown>> = {};
  const issues: ErrorIssue[] = [];
  for (const [name, text] of Object.entries(values)) {
    if (!Object.hasOwn(FIELD_KINDS, name)) {
      issues.push({ path: `set.${name}`, message: `Unknown field '${name}'; fields: ${SETTABLE_FIELDS.join(', ')}` });
      continue;
    }
    const field = name as keyof Island;
    const coerced = coerceField(field, text);
    if ('error' in coerced) issues.push({ path: `set.${field}`, message: coerced.error });
    else result[field] = coerced.value;
  }
  if (issues.length > 0) throw new InvalidError('Some --set values are not valid', issues);
  return result as Partial<Island>;
}

/** ['hasAirport=true', 'name=Île X'] → { hasAirport: 'true', name: 'Île X' }; splits at the first '='. */
export function parseFieldAssignments(assignments: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  const issues: ErrorIssue[] = [];
  for (const assignment of assignments) {
    const at = assignment.indexOf('=');
    if (at <= 0) {
      issues.push({ path: 'set', message: `'${assignment}' is not field=value` });
      continue;
    }
    const field = assignment.slice(0, at).trim();
    if (Object.hasOwn(values, field)) issues.push({ path: `set.${field}`, message: `${field} is set twice` });
    values[field] = assignment.slice(at + 1);
  }
  if (issues.length > 0) throw new InvalidError('Some --set values are not valid', issues);
  return values;
}

// ---------------------------------------------------------------------------------------------
// From a submission to a catalogue island.

/** A lowercase slug of the name, with -2, -3… until no island has it. */
export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name).slice(0, 150).replace(/-+$/, '') || 'island';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The island fields a submission carries; the rest take the schema's defaults. */
export function islandDraftFromSubmission(submission: Submission): Omit<Island, 'id' | 'featured'> {
  return {
    name: submission.name,
    description: submission.description,
    region: submission.region,
    category: submission.category,
    country: submission.country,
    latitude: submission.latitude,
    longitude: submission.longitude,
    population: submission.population,
    area: submission.area,
    hasAirport: submission.hasAirport,
    hasAbandonedAirstrip: submission.hasAbandonedAirstrip,
    accessMethod: submission.accessMethod,
    isInhabited: submission.isInhabited,
    militaryHistory: submission.militaryHistory,
    imageUrl: submission.imageUrl,
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
  'unique-id': 'choose another id with --set id=..., or leave id out for an automatic one',
  'unique-name': 'give it a distinguishing name with --set name=...',
  'description-length': `write at least ${MIN_CATALOGUE_DESCRIPTION} characters of our own words with --set description=...`,
  'same-point': 'check the coordinates and fix them with --set latitude=... --set longitude=...',
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
  const taken = new Set(catalog.islands.map((island) => island.id));
  const draft: Record<string, unknown> = {
    ...islandDraftFromSubmission(submission),
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
  const parsed = islandSchema.safeParse(draft);
  if (!parsed.success) {
    const problems = toIssues(parsed.error).map((issue) => ({
      id: proposedId,
      rule: 'schema',
      message: `${issue.path}: ${issue.message}`,
      fix: `set a valid value with --set ${issue.path || 'field'}=...`,
    }));
    return { proposedId, problems, duplicates };
  }
  const island = parsed.data;
  const image = primaryImageFor(island, choices.imageId, choices.now);
  const after = { islands: [...catalog.islands, island], images: [...catalog.images, ...(image ? [image] : [])] };
  const problems = checkCatalogue(after).filter(
    (problem) => problem.id === island.id || (image !== undefined && problem.id === image.id),
  );
  for (const problem of problems) {
    const fix = APPROVAL_FIXES[problem.rule];
    if (fix) problem.fix = fix;
  }
  const featuredNow = catalog.islands.filter((candidate) => candidate.featured).length;
  if (island.featured && featuredNow >= COVERAGE.featuredMax)
    problems.push({
      id: island.id,
      rule: 'featured-count',
      message: `${featuredNow} islands are already featured, the most the catalogue allows is ${COVERAGE.featuredMax}`,
      fix: 'approve without --featured, or unfeature another island first',
    });
  return { proposedId, island, image, problems, duplicates };
}

// ---------------------------------------------------------------------------------------------
// Likely duplicates: the same or a very similar name, or a point within 5 km.

const GENERIC_WORDS = new Set([
  'island',
  'islands',
  'isle',
  'isles',
  'isla',
  'islas',
  'ile',
  'iles',
  'ilha',
  'ilhas',
  'atoll',
]);

/** 'Île Amsterdam' and 'Amsterdam Island' both → 'amsterdam': accents, case, spacing and island words go. */
export function normaliseIslandName(name: string): string {
  const words = foldText(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const specific = words.filter((word) => !GENERIC_WORDS.has(word));
  return (specific.length > 0 ? specific : words).join('');
}

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Sørensen–Dice similarity of character bigrams, 0 to 1. */
export function diceSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

/** Levenshtein distance, for typos the bigrams miss in short names ('Nauru' / 'Naura'). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

export function findLikelyDuplicates(
  candidate: { name: string; latitude: number; longitude: number },
  islands: readonly Island[],
): LikelyDuplicate[] {
  const name = normaliseIslandName(candidate.name);
  const located = Number.isFinite(candidate.latitude) && Number.isFinite(candidate.longitude);
  const found: LikelyDuplicate[] = [];
  for (const island of islands) {
    const other = normaliseIslandName(island.name);
    const similarity = diceSimilarity(name, other);
    const distance = located ? distanceKm(candidate, island) : Number.POSITIVE_INFINITY;
    const reasons: LikelyDuplicate['reasons'] = [];
    if (name === other) reasons.push('same name');
    else if (
      similarity >= SIMILAR_NAME_THRESHOLD ||
      (Math.min(name.length, other.length) >= 4 && editDistance(name, other) <= 1)
    )
      reasons.push('similar name');
    if (distance <= DUPLICATE_DISTANCE_KM) reasons.push('within 5 km');
    if (reasons.length > 0)
      found.push({
        id: island.id,
        name: island.name,
        reasons,
        distanceKm: Math.round(distance * 10) / 10,
        nameSimilarity: Math.round(similarity * 100) / 100,
      });
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm);
}

// ---------------------------------------------------------------------------------------------
// The service: the same code behind the command on local files and the admin endpoints.

export interface CurationServiceDeps {
  catalog: CatalogStore;
  inbox: InboxStore;
  clock?: () => Date;
  newId?: () => string;
}

function parse<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidError(`The ${what} is not valid`, toIssues(parsed.error));
  return parsed.data;
}

const notesSchema = submissionSchema.shape.reviewNotes;

function parseNotes(notes: string | undefined, required: boolean): string | undefined {
  const value = parse(notesSchema, notes, 'review note');
  if (required && !value) {
    throw new InvalidError('Review notes are required to reject a submission', [
      { path: 'notes', message: 'Say why, e.g. --notes "Not remote: a ferry runs daily"' },
    ]);
  }
  return value || undefined;
}

/** The problems of a refused approval as issues: the rule, what is wrong and how to fix it. */
export function refusal(submissionId: string, problems: readonly RuleProblem[]): InvalidError {
  return new InvalidError(
    `Submission ${submissionId} cannot be approved: it breaks ${problems.length} data rule${problems.length === 1 ? '' : 's'}`,
    problems.map((problem) => ({ path: problem.rule, message: `${problem.message}; fix: ${problem.fix}` })),
  );
}

/** Reviewing what visitors sent: submissions into the catalogue, contact messages, subscribers. */
export function createCurationService({
  catalog,
  inbox,
  clock = () => new Date(),
  newId = randomId,
}: CurationServiceDeps) {
  // One review at a time, so two approvals of one submission cannot both add an island.
  let reviewing: Promise<unknown> = Promise.resolve();
  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = reviewing.then(task);
    reviewing = run.catch(() => undefined);
    return run;
  }

  function requireSubmission(id: string): Submission {
    const submission = inbox.read().submissions.find((candidate) => candidate.id === id);
    if (!submission) throw new NotFoundError(`No submission with id '${id}'`);
    return submission;
  }

  function requirePending(id: string): Submission {
    const submission = requireSubmission(id);
    if (submission.status !== 'pending') {
      const when = submission.reviewedAt ? ` on ${submission.reviewedAt.slice(0, 10)}` : '';
      throw new ConflictError(`Submission ${id} was already ${submission.status}${when}`);
    }
    return submission;
  }

  async function markReviewed(id: string, status: SubmissionStatus, now: string, notes: string | undefined) {
    return inbox.update((box) => {
      const at = box.submissions.findIndex((candidate) => candidate.id === id);
      const record = box.submissions[at];
      if (!record) throw new NotFoundError(`No submission with id '${id}'`);
      if (record.status !== 'pending') throw new ConflictError(`Submission ${id} was already ${record.status}`);
      // Stored records are replaced, never edited: the store shares them with the committed inbox.
      const { reviewNotes: _old, ...rest } = record;
      const reviewed: Submission = {
        ...rest,
        status,
        reviewedAt: now,
        ...(notes !== undefined ? { reviewNotes: notes } : {}),
      };
      box.submissions[at] = reviewed;
      return { ...reviewed };
    });
  }

  return {
    listSubmissions(query: unknown = {}): Submission[] {
      const { status } = parse(submissionListQuerySchema, query, 'query');
      return inbox
        .read()
        .submissions.filter((submission) => status === undefined || submission.status === status)
        .map((submission) => ({ ...submission }))
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    },

    /** Every field, the rules an approval would break as it stands, and likely duplicates. */
    showSubmission(id: string): SubmissionReview {
      const submission = requireSubmission(id);
      if (submission.status !== 'pending') return { submission: { ...submission }, problems: [], duplicates: [] };
      const plan = planApproval(submission, catalog.snapshot().catalog, {
        imageId: 'preview',
        now: clock().toISOString(),
      });
      return {
        submission: { ...submission },
        proposedId: plan.proposedId,
        island: plan.island,
        problems: plan.problems,
        duplicates: plan.duplicates,
      };
    },

    /**
     * Adds the island (and its primary image) to the catalogue, then marks the submission
     * approved. Refused with every broken rule before anything is written.
     */
    approve(id: string, input: unknown = {}): Promise<Approval> {
      return serialised(async () => {
        const body = parse(approveBodySchema, input ?? {}, 'approval');
        const notes = parseNotes(body.notes, false);
        const overrides = coerceFieldValues(body.set ?? {});
        const submission = requirePending(id);
        const now = clock().toISOString();
        let plan: ApprovalPlan | undefined;
        await catalog.update((draft) => {
          plan = planApproval(submission, draft, { featured: body.featured, overrides, imageId: newId(), now });
          if (plan.problems.length > 0 || !plan.island) throw refusal(id, plan.problems);
          draft.islands.push(plan.island);
          if (plan.image) draft.images.push(plan.image);
        });
        const { island, image, duplicates } = plan as ApprovalPlan & { island: Island };
        let reviewed: Submission;
        try {
          reviewed = await markReviewed(id, 'approved', now, notes);
        } catch (error) {
          // Keep the two files consistent: an island whose submission is still pending goes back out.
          await catalog
            .update((draft) => {
              draft.islands = draft.islands.filter((candidate) => candidate.id !== island.id);
              draft.images = draft.images.filter((candidate) => candidate.islandId !== island.id);
            })
            .catch(() => undefined);
          throw error;
        }
        return { submission: reviewed, island, image, duplicates };
      });
    },

    reject(id: string, input: unknown): Promise<Submission> {
      return serialised(async () => {
        const body = parse(rejectBodySchema, input ?? {}, 'rejection');
        const notes = parseNotes(body.notes, true);
        requirePending(id);
        return markReviewed(id, 'rejected', clock().toISOString(), notes);
      });
    },

    listContacts(query: unknown = {}): Contact[] {
      const { status } = parse(contactListQuerySchema, query, 'query');
      return inbox
        .read()
        .contacts.filter((contact) => status === undefined || contact.status === status)
        .map((contact) => ({ ...contact }))
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    },

    /** The whole message, marked read. */
    readContact(id: string): Promise<Contact> {
      return inbox.update((box) => {
        const at = box.contacts.findIndex((candidate) => candidate.id === id);
        const contact = box.contacts[at];
        if (!contact) throw new NotFoundError(`No contact message with id '${id}'`);
        const read: Contact = { ...contact, status: 'read' };
        box.contacts[at] = read;
        return { ...read };
      });
    },

    activeSubscribers(): NewsletterSubscription[] {
      return inbox
        .read()
        .newsletters.filter((subscription) => subscription.isActive)
        .map((subscription) => ({ ...subscription }))
        .sort((a, b) => a.subscribedAt.localeCompare(b.subscribedAt));
    },
  };
}

export type CurationService = ReturnType<typeof createCurationService>;
