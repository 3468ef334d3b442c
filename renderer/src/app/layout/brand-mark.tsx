/** The Isolario mark: an island on a line of sea. */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M5 21c3-2 6-2 9 0s6 2 9 0 4-1 4-1v3s-1 1-4 1-6-2-9-2-6 2-9 2V21z" fill="#7fc4c0" />
      <path d="M12 19c1-6 4-9 8-10-2 3-3 6-3 10h-5z" fill="#e9dcc2" />
    </svg>
  );
}
