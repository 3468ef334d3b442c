import type { Category } from '@core/contract/enums';
import { regionLabel } from '@core/contract/enums';
import { TROPIC_LATITUDE, categoryApplies } from '@core/rules/category-rule';
import { regionOf } from '@core/rules/region-rule';
import type { SubmissionForm } from './submission-steps';

/** 45.5 → "45.5°N", -37.10528 → "37.11°S": the latitude as the warning names it. */
const latitudeText = (latitude: number) => `${Number(Math.abs(latitude).toFixed(2))}°${latitude < 0 ? 'S' : 'N'}`;

/** Why a chosen category does not fit the form, in the words of the dialog's own fields. */
const WHY_NOT: Record<Category, (form: SubmissionForm, coordinatesRegion: string) => string> = {
  Tropical: (form) =>
    `Tropical is for islands between the tropics (${TROPIC_LATITUDE}°N to ${TROPIC_LATITUDE}°S); ${latitudeText(form.latitude)} is outside them.`,
  Arctic: (_form, region) => `Arctic is for islands in the Arctic, but your coordinates lie in the ${region}.`,
  Uninhabited: () => 'Uninhabited is for islands nobody lives on, but "Permanently inhabited" is ticked.',
  'Military History': () =>
    'Military History is for islands with a military past, but "Has military history" is not ticked.',
  'Active Airport': () =>
    'Active Airport is for islands with a runway in use, but "Has an active airport" is not ticked.',
  'Abandoned Airstrip': (form) =>
    form.hasAirport
      ? 'Abandoned Airstrip is for islands whose strip nobody lands on, but "Has an active airport" is ticked.'
      : 'Abandoned Airstrip is for islands with a disused strip, but "Has an abandoned airstrip" is not ticked.',
};

/**
 * Where the coordinates (and the ticked features) contradict the region or category chosen, by
 * the catalogue's own rules (core/rules): said before submit, never blocking it, since region
 * and category keep the spec's defaults and a submitter may know better than the rule.
 */
export function submissionWarnings(form: SubmissionForm): string[] {
  const placed =
    form.latitude !== 0 && form.longitude !== 0 && Math.abs(form.latitude) <= 90 && Math.abs(form.longitude) <= 180;
  if (!placed) return [];
  const region = regionOf(form.latitude, form.longitude);
  const warnings: string[] = [];
  if (form.region !== '' && form.region !== region)
    warnings.push(
      `Your coordinates lie in the ${regionLabel(region)}, but the region chosen is ${regionLabel(form.region)}.`,
    );
  if (form.category !== '' && !categoryApplies(form.category, { ...form, region }))
    warnings.push(WHY_NOT[form.category](form, regionLabel(region)));
  return warnings;
}
