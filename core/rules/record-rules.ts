import type { RuleProblem } from './rule-problem';
import type { Island } from '../contract/schemas';

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
export function checkRecordFacts(island: Island): RuleProblem[] {
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
    add('sources', 'the record names no source', 'add at least one source: its publisher and the work');
  return problems;
}
