/** The derived files that go beside a catalogue made from data/catalog.json (they are keyed by its ids). */
export const DERIVED_FILES = [
  'outlines.topo.json',
  'remoteness.json',
  'coverage.json',
  'coverage-exceptions.json',
  'place-facts.json',
] as const;
