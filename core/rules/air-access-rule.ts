import type { Island } from '../contract/schemas';
import { AIR_WAY_LABELS, AIR_WAYS, type AirWay } from '../contract/enums';
import type { RuleProblem } from './rule-problem';

// A clause that names an aircraft: what a charter or a schedule must be of to be a way in by air.
const AIRCRAFT =
  /\b(?:aircraft|air ?planes?|planes?|flights?|fl(?:y|ies|ew|own)|jets?|twin otters?|helicopters?|air service)\b/i;

/** The words that name each way in by air, in a clause of an access note. */
const WAY_WORDS: Record<AirWay, RegExp> = {
  helicopter: /\b(?:helicopters?|mi-8|sea kings?)\b/i,
  'ski-plane': /\bski(?:-equipped|-?planes?|-(?= or\b))/i,
  seaplane: /\b(?:seaplanes?|flying boats?|float ?planes?)\b/i,
  'charter-flights': /\bcharter(?:ed|s)?\b/i,
  'scheduled-flights': /\b(?:scheduled|weekly|twice-weekly|daily)\b/i,
};
const NEEDS_AIRCRAFT: ReadonlySet<AirWay> = new Set(['charter-flights', 'scheduled-flights']);

/** A clause that says a way is not used ("there are no scheduled flights", "no aircraft can land"). */
const NEGATION = /\b(?:no|not|never|nowhere|none|cannot|prohibited|neither|nor)\b/i;

/** Clauses: a note's sentences, split where a second claim begins. */
const CLAUSE_BREAK = /[;.:]|,\s+(?:but|and|while|or|because)\s|\s(?:but|while|whereas)\s/i;

/**
 * The ways in by air an access note names, read clause by clause; a clause that denies something
 * ("no aircraft fly there from land") names none. Notes that use the words for something else (a
 * destroyed helicopter pad, a wartime flying boat) are explained in data/rule-exceptions.json.
 */
export function airWaysNamed(note: string): AirWay[] {
  const named = new Set<AirWay>();
  for (const clause of note.split(CLAUSE_BREAK)) {
    if (NEGATION.test(clause)) continue;
    for (const way of AIR_WAYS)
      if (WAY_WORDS[way].test(clause) && (!NEEDS_AIRCRAFT.has(way) || AIRCRAFT.test(clause))) named.add(way);
  }
  return AIR_WAYS.filter((way) => named.has(way));
}

export interface AirAccessExceptions {
  /** Notes whose air words name no way in today (a one-off landing, a wartime airfield), with why. */
  airWordsNotWaysIn: Readonly<Record<string, string>>;
  /** Ways a note names that no page read yet confirms, with what was searched: a worklist that only shrinks. */
  airAccessUnsourced: Readonly<Record<string, string>>;
}

/**
 * An island's ways in by air agree with its texts: each way its access note names is recorded
 * with a source (or is on the worklist, with what was searched), and an island that aircraft reach
 * is not "Boat Only". The exceptions must still be needed, so both lists only shrink.
 */
export function checkAirAccess(island: Island, exceptions: AirAccessExceptions): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (rule: string, message: string, fix: string) => problems.push({ id: island.id, rule, message, fix });
  const recorded = new Set((island.airAccess ?? []).map((way) => way.by));
  const named = airWaysNamed(island.accessNote ?? '');
  const missing = named.filter((way) => !recorded.has(way));
  const explained = exceptions.airWordsNotWaysIn[island.id] !== undefined;
  const onWorklist = exceptions.airAccessUnsourced[island.id] !== undefined;

  if (missing.length > 0 && !explained && !onWorklist)
    add(
      'air-access-note',
      `its access note names ${missing.map((way) => AIR_WAY_LABELS[way].toLowerCase()).join(' and ')}, which airAccess does not record`,
      'add each way to airAccess with the page that says so, or reword the note; if no page is found, list it under airAccessUnsourced in data/rule-exceptions.json with what was searched',
    );
  if (explained && named.length === 0)
    add(
      'air-access-note',
      'it is listed under airWordsNotWaysIn, but its access note names no way in by air',
      'remove it from airWordsNotWaysIn in data/rule-exceptions.json',
    );
  if (onWorklist && missing.length === 0)
    add(
      'air-access-note',
      'every way its access note names is recorded, but it is still on the airAccessUnsourced worklist',
      'remove it from airAccessUnsourced in data/rule-exceptions.json',
    );
  if (recorded.size > 0 && island.accessMethod === 'Boat Only')
    add(
      'air-access-boat-only',
      `accessMethod is Boat Only but airAccess records ${[...recorded].map((way) => AIR_WAY_LABELS[way].toLowerCase()).join(' and ')}`,
      'set accessMethod=Boat (or Plane where scheduled flights land at its own airport)',
    );
  return problems;
}
