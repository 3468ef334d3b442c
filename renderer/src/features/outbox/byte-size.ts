/** Bytes as a person reads them on a slow link: 900 B, 12.4 kB, 3.1 MB. */
export function byteSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1000 * 1000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1000 / 1000).toFixed(1)} MB`;
}
