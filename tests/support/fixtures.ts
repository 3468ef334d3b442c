/** Valid payloads the tests of every layer send: one island submission and one contact message. */

export const validSubmission = {
  name: 'Clipperton Island',
  country: 'France',
  region: 'Pacific',
  category: 'Uninhabited',
  description: 'A remote coral atoll in the eastern Pacific, far from any other land.',
  latitude: 10.3,
  longitude: -109.22,
  population: 0,
  area: 6,
  accessMethod: 'Boat Only',
  hasAirport: false,
  hasAbandonedAirstrip: false,
  isInhabited: false,
  militaryHistory: true,
  submitterName: 'Ada Lovelace',
  submitterEmail: 'ada@example.org',
};

export const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'Data correction',
  message: 'The area of Bouvet Island looks slightly off to me.',
};

/** A contact body unique to one request, so its stored record can be found again. */
export const uniqueContact = (marker: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: `Load ${marker}`,
  message: `A message long enough to pass, marker ${marker}.`,
});
