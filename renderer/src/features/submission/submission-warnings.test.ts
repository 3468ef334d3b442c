import { describe, expect, it } from 'vitest';
import { emptySubmissionForm, type SubmissionForm } from './submission-steps';
import { submissionWarnings } from './submission-warnings';

const form = (change: Partial<SubmissionForm>): SubmissionForm => ({ ...emptySubmissionForm(), ...change });

describe('submissionWarnings', () => {
  it('says nothing before the coordinates are given, or when they agree with the choices', () => {
    expect(submissionWarnings(form({}))).toEqual([]);
    // Tikopia: Pacific, 12.3°S, inhabited and tropical by the spec's defaults.
    expect(submissionWarnings(form({ latitude: -12.3, longitude: 168.83 }))).toEqual([]);
  });

  it('names a Tropical islet at 45.5°S and the ocean its coordinates lie in', () => {
    expect(submissionWarnings(form({ latitude: -45.5, longitude: 170 }))).toEqual([
      'Tropical is for islands between the tropics (23.44°N to 23.44°S); 45.5°S is outside them.',
    ]);
    expect(submissionWarnings(form({ latitude: -30, longitude: 80 }))).toEqual([
      'Your coordinates lie in the Indian Ocean, but the region chosen is Pacific Ocean.',
      'Tropical is for islands between the tropics (23.44°N to 23.44°S); 30°S is outside them.',
    ]);
  });

  it('reads the region by the catalogue rule, longitude included, across the antimeridian', () => {
    expect(submissionWarnings(form({ latitude: -15, longitude: -179.9 }))).toEqual([]);
    expect(submissionWarnings(form({ latitude: -15, longitude: 179.9 }))).toEqual([]);
    expect(submissionWarnings(form({ region: 'Atlantic', latitude: -15, longitude: -179.9 }))).toEqual([
      'Your coordinates lie in the Pacific Ocean, but the region chosen is Atlantic Ocean.',
    ]);
  });

  it('explains a category whose features are not ticked, or contradict it', () => {
    const at = { latitude: 78.5, longitude: 16, region: 'Arctic' as const };
    expect(submissionWarnings(form({ ...at, category: 'Arctic' }))).toEqual([]);
    expect(
      submissionWarnings(form({ ...at, latitude: 60.5, longitude: 5, region: 'Atlantic', category: 'Arctic' })),
    ).toEqual(['Arctic is for islands in the Arctic, but your coordinates lie in the Atlantic Ocean.']);
    expect(submissionWarnings(form({ ...at, category: 'Uninhabited', isInhabited: true }))).toEqual([
      'Uninhabited is for islands nobody lives on, but "Permanently inhabited" is ticked.',
    ]);
    expect(submissionWarnings(form({ ...at, category: 'Active Airport' }))).toEqual([
      'Active Airport is for islands with a runway in use, but "Has an active airport" is not ticked.',
    ]);
    expect(submissionWarnings(form({ ...at, category: 'Active Airport', hasAirport: true }))).toEqual([]);
    expect(
      submissionWarnings(form({ ...at, category: 'Abandoned Airstrip', hasAbandonedAirstrip: true, hasAirport: true })),
    ).toEqual([
      'Abandoned Airstrip is for islands whose strip nobody lands on, but "Has an active airport" is ticked.',
    ]);
    expect(submissionWarnings(form({ ...at, category: 'Military History', militaryHistory: true }))).toEqual([]);
  });
});
