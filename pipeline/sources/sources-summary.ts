import type { Island } from '../../core/contract/schemas';

/**
 * data/SOURCES.md's summary of every island's sources, by region and by state or territory, written
 * from the catalogue itself so the two cannot disagree: each publisher and work with the islands it
 * supports (a page linked where its address is recorded), and the figures (population with its year,
 * area) it backs.
 */
export const SOURCES_SUMMARY_BEGIN = '<!-- islands by region: written by npm run data:build from catalog.json -->';
export const SOURCES_SUMMARY_END = '<!-- end of islands by region -->';

const REGION_ORDER = ['Pacific', 'Arctic', 'Atlantic', 'Indian Ocean', 'Antarctic'] as const;
const number = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 3 });

export function renderSourcesSummary(islands: readonly Island[]): string {
  const lines: string[] = [];
  for (const region of REGION_ORDER) {
    lines.push(`## ${region}`, '');
    const byCountry = new Map<string, Island[]>();
    for (const island of islands) {
      const country = island.country ?? 'No state recorded';
      if (island.region === region) byCountry.set(country, [...(byCountry.get(country) ?? []), island]);
    }
    for (const country of [...byCountry.keys()].sort()) {
      const group = byCountry.get(country)!;
      lines.push(`### ${country}`, '', `Islands: ${group.map((island) => island.name).join(', ')}.`, '');
      const works = new Map<string, string[]>();
      for (const island of group) {
        for (const { publisher, title, url } of island.sources) {
          const key = url ? `${publisher}, [${title}](${url})` : `${publisher}, _${title}_`;
          works.set(key, [...(works.get(key) ?? []), island.name]);
        }
      }
      for (const [work, names] of works) lines.push(`- ${work}: ${names.join(', ')}.`);
      lines.push('');
      const figures = group.flatMap((island) => {
        const parts = [
          ...(island.population > 0 ? [`population ${number(island.population)} (${island.populationYear})`] : []),
          ...(island.area === undefined ? [] : [`area ${number(island.area)} km²`]),
        ];
        return parts.length > 0 ? [`${island.name} ${parts.join(', ')}`] : [];
      });
      if (figures.length > 0) lines.push(`Figures: ${figures.join('; ')}.`, '');
    }
  }
  return lines.join('\n');
}

/** The file with its summary replaced; undefined when it has no summary to replace. */
export function withSourcesSummary(markdown: string, islands: readonly Island[]): string | undefined {
  const from = markdown.indexOf(SOURCES_SUMMARY_BEGIN);
  const to = markdown.indexOf(SOURCES_SUMMARY_END);
  if (from < 0 || to < from) return undefined;
  return `${markdown.slice(0, from)}${SOURCES_SUMMARY_BEGIN}\n\n${renderSourcesSummary(islands)}\n${markdown.slice(to)}`;
}
