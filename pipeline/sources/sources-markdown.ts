import type { OpenDataSource } from './open-data-sources';

/** The part of data/SOURCES.md written from the source declarations, between these two lines. */
export const BEGIN =
  '<!-- open-data sources: written by npm run data:build from pipeline/sources/open-data-sources.ts -->';
export const END = '<!-- end of open-data sources -->';

/** The open-data section of SOURCES.md: each source's package, checksum, licence, credit and use. */
export function renderSourcesSection(sources: readonly OpenDataSource[]): string {
  const lines = [BEGIN, ''];
  for (const source of sources) {
    lines.push(
      `- **${source.title}**: \`${source.package}@${source.version}\` (tarball sha1 \`${source.shasum}\`), ` +
        `${source.installed ? 'a pinned devDependency read through its own code (the lockfile must hold that tarball)' : 'fetched with `npm pack`'}. Licence: ${source.licence.name} (${source.licence.url}); ${source.terms}. ` +
        `Credit: "${source.attribution}". Used for ${source.usedFor}.`,
    );
  }
  lines.push('', END);
  return lines.join('\n');
}

/** The file with its section replaced; undefined when the file has no section to replace. */
export function withSourcesSection(markdown: string, sources: readonly OpenDataSource[]): string | undefined {
  const from = markdown.indexOf(BEGIN);
  const to = markdown.indexOf(END);
  if (from < 0 || to < from) return undefined;
  return markdown.slice(0, from) + renderSourcesSection(sources) + markdown.slice(to + END.length);
}
