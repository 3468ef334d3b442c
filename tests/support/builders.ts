import type { Island, SubmissionPayloadInput } from '@core/contract/schemas';
import type { OutboxItem } from '@core/outbox/outbox';
import { validSubmission } from './fixtures';

/**
 * Test data builders: a record with every field the schema requires, valid as it stands, and the
 * overrides a test is about. A new required field costs one edit here, not one per test.
 */

let islands = 0;

/** An uninhabited island of the Pacific that every rule accepts; ids are unique unless given. */
export function anIsland(overrides: Partial<Island> = {}): Island {
  islands += 1;
  return {
    id: `island-${islands}`,
    name: `Island ${islands}`,
    alternateNames: [],
    description: 'A small rock far out at sea, visited by a supply ship twice a year.',
    region: 'Pacific',
    category: 'Uninhabited',
    latitude: -10,
    longitude: -150,
    population: 0,
    hasAirport: false,
    hasAbandonedAirstrip: false,
    accessMethod: 'Boat Only',
    isInhabited: false,
    staffPresence: 'none',
    militaryHistory: false,
    featured: false,
    sources: [
      {
        url: 'https://example.org/gazetteer',
        title: 'A reference for tests',
        publisher: 'Test Gazetteer',
        read: '2026-11-20',
      },
    ],
    ...overrides,
  };
}

/** A submission a visitor could send (the fixture's Clipperton Island), with the overrides. */
export function aSubmission(overrides: Partial<SubmissionPayloadInput> = {}): SubmissionPayloadInput {
  return { ...(validSubmission as SubmissionPayloadInput), ...overrides };
}

let items = 0;

/** A waiting outbox item holding a submission, never tried; ids are unique unless given. */
export function anOutboxItem(overrides: Partial<OutboxItem> = {}): OutboxItem {
  items += 1;
  return {
    id: `00000000-0000-4000-8000-${String(items).padStart(12, '0')}`,
    kind: 'submission',
    payload: { ...validSubmission },
    summary: validSubmission.name,
    queuedAt: '2026-01-01T00:00:00.000Z',
    state: 'pending',
    attempts: 0,
    ...overrides,
  };
}
