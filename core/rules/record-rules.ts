import type { RuleProblem } from './rule-problem';
import type { Island } from '../contract/schemas';
import { recordSources } from '../catalogue/record-sources';

/**
 * Words that say aircraft reach an island. A Boat Only island whose texts use them must explain
 * itself in an accessNote (a closed wartime strip, helicopters carried by the visiting ship).
 */
export const AIR_ACCESS_WORDS =
  /\b(?:aircraft|air ?planes?|aeroplanes?|planes?|helicopters?|runways?|air ?strips?|air ?fields?|air (?:base|station)s?|airports?|flights?|flying|landing strips?|seaplanes?|ski-?planes?)\b/i;

/**
 * The rules of a record's facts beyond the schema: access that agrees with the texts,
 * the year of a population, who staffs an empty island, the state it belongs to, its sources.
 */
export function checkRecordFacts(island: Island, untraced: Readonly<Record<string, string>> = {}): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (rule: string, message: string, fix: string) => problems.push({ id: island.id, rule, message, fix });

  if (island.accessMethod === 'Boat Only') {
    const words = AIR_ACCESS_WORDS.exec(`${island.description} ${island.historicalSignificance ?? ''}`);
    if (words && !island.accessNote)
      add(
        'boat-only-air-words',
        `accessMethod is Boat Only but its text mentions '${words[0]}'`,
        'set accessMethod=Boat (and hasAirport if a runway is in use), or explain with set accessNote=...',
      );
    if (island.hasAirport)
      add('boat-only-airport', 'accessMethod is Boat Only but hasAirport is true', 'set accessMethod=Boat or Plane');
  }
  if (island.population > 0 && island.populationYear === undefined)
    add('population-year', `population ${island.population} has no year`, 'set populationYear=... (the census year)');
  if (island.staffPresence !== 'none' && !island.staffNote)
    add('staff-note', `staffed ${island.staffPresence} but nobody says who`, 'set staffNote=... e.g. research station');
  if (island.staffPresence === 'none' && island.staffNote)
    add('staff-note', 'staffNote given but staffPresence is none', 'set staffPresence=seasonal or year-round');
  if (!island.countryCode)
    add('country-code', 'countryCode is missing', 'set countryCode=... (ISO 3166-1 alpha-2 of the sovereign state)');
  if (island.sources.length === 0)
    add(
      'sources',
      'the record names no source',
      'add at least one source: the page read, its title, publisher and date',
    );
  problems.push(...checkSourcePages(island, untraced[island.id] !== undefined));
  return problems;
}

const FIGURES = ['population', 'area'] as const;

/**
 * The team's review of a visitor's submission, which an approval writes as the record's first
 * source: not a page, but where the record came from until a curator adds the pages it checked.
 */
export const SUBMISSION_SOURCE_PUBLISHER = 'Isolario';
const isSubmissionSource = (source: { publisher: string; title: string }) =>
  source.publisher === SUBMISSION_SOURCE_PUBLISHER && source.title.startsWith('Visitor submission');

/**
 * Sources a reader can follow: each names the page read (https, schema-checked) and the day it was
 * read; where a record has several, its population and area each have one that says it is theirs.
 * A record on the untraced worklist may still fail these, and must leave the list once it passes.
 */
export function checkSourcePages(island: Island, onWorklist: boolean): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (rule: string, message: string, fix: string) => problems.push({ id: island.id, rule, message, fix });
  const all = recordSources(island);
  const unpaged = all.find((source) => !source.url && !isSubmissionSource(source));
  if (unpaged)
    add(
      'source-page',
      `source '${unpaged.publisher}: ${unpaged.title}' names no page`,
      'give the page it was read from: url (https), title, publisher and read (YYYY-MM-DD); cite the original publisher, never a mirror',
    );
  const undated = all.find((source) => source.url && !source.read);
  if (undated)
    add('source-read', `source ${undated.url} has no read date`, 'set read=YYYY-MM-DD, the day the page was read');
  // One source that does not say what it supports stands for the whole record; one that does, and
  // several, must name the page each figure comes from.
  if (island.sources.length > 1 || island.sources.some((source) => source.supports))
    for (const figure of FIGURES) {
      const stated = figure === 'population' ? island.population > 0 : island.area !== undefined;
      if (stated && !island.sources.some((source) => source.supports?.includes(figure)))
        add(
          'figure-source',
          `${figure} ${island[figure]} has no source: ${island.sources.length === 1 ? 'its one source does not say' : `none of its ${island.sources.length} sources says`} it supports ${figure}`,
          `add "${figure}" to the supports of the page that gives it, or remove the figure`,
        );
    }
  if (!onWorklist) return problems;
  return problems.length > 0
    ? []
    : [
        {
          id: island.id,
          rule: 'source-page',
          message: 'its sources all link their pages and support its figures, but it is still on the untraced worklist',
          fix: 'remove it from untraced in data/rule-exceptions.json',
        },
      ];
}
