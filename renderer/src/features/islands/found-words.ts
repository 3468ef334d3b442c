/** Explore's result heading: the spec's '{n} Islands Found', in the singular for one. */
export const islandsFound = (n: number) => `${n} ${n === 1 ? 'Island' : 'Islands'} Found`;
