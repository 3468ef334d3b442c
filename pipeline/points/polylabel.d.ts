// polylabel 2 ships no types: the one call the pipeline makes, as its README documents it.
declare module 'polylabel' {
  /** The pole of inaccessibility of a polygon (rings of [x, y]), to `precision` in its units. */
  export default function polylabel(
    polygon: number[][][],
    precision?: number,
    debug?: boolean,
  ): number[] & { distance: number };
}
