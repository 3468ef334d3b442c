/**
 * A release's version: calendar-based, YEAR.MONTH.PATCH (2026.12.0), with the month unpadded so
 * every version is also a valid semantic version and sorts by its numbers. The patch counts
 * corrections released within a month.
 */
export const RELEASE_VERSION_PATTERN = /^(\d{4})\.(1[0-2]|[1-9])\.(0|[1-9]\d*)$/;

export function isReleaseVersion(text: string): boolean {
  return RELEASE_VERSION_PATTERN.test(text);
}

function parts(version: string): [number, number, number] {
  const match = RELEASE_VERSION_PATTERN.exec(version);
  if (!match) throw new Error(`'${version}' is not a release version (YEAR.MONTH.PATCH, e.g. 2026.12.0)`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The version a release made on `date` (YYYY-MM-DD) takes after `previous`: a new month starts at 0. */
export function nextVersion(date: string, previous?: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const base = `${year}.${month}`;
  if (!previous) return `${base}.0`;
  const [py, pm, patch] = parts(previous);
  if (py === year && pm === month) return `${base}.${patch + 1}`;
  if (compareVersions(`${base}.0`, previous) < 0) throw new Error(`a release of ${date} cannot follow ${previous}`);
  return `${base}.0`;
}
