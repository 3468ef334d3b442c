/**
 * Why the Satellite view is empty, over the middle of the map; hidden from screen readers, which
 * hear it from the status line under the map.
 */
export function ImageryNotice({ notice }: { notice: string | undefined }) {
  if (!notice) return null;
  return (
    <p className="map-imagery-notice" aria-hidden="true">
      {notice}
    </p>
  );
}
