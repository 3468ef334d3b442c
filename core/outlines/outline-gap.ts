/**
 * Why an island has no outline, in two kinds a reader can be told apart: its land is joined in
 * the source to a continent, an ice sheet or a larger island (Alexander and Berkner to Antarctica
 * through their ice shelves), or the source holds no land at its point (a reef, rock or islet
 * the land polygons do not resolve). Read off the reason the outlines step writes.
 */
export type OutlineGap = 'joined' | 'not-in-source';

/** How the outlines step begins the reason of an island with no land near its point. */
export const NO_LAND_REASON = 'no land within';

export function outlineGapOf(reason: string | undefined): OutlineGap | undefined {
  if (reason === undefined) return undefined;
  return reason.startsWith(NO_LAND_REASON) ? 'not-in-source' : 'joined';
}
