import type { IslandSource } from '@core/contract/schemas';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "for population and area; read 2 Dec 2026": what a source stands for and how old the reading is. */
export function sourceReadWords(source: Pick<IslandSource, 'read' | 'supports'>): string {
  const parts: string[] = [];
  if (source.supports?.length) {
    const fields = source.supports;
    parts.push(`for ${fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0]}`);
  }
  if (source.read) parts.push(`read ${DAY.format(new Date(`${source.read}T00:00:00Z`))}`);
  return parts.join('; ');
}
