/**
 * 'Load More' for the signed-in lists (/saved, a profile's posts): a plain link to the next page by
 * `?cursor=`, so it works the same with JavaScript off. `params` keeps the page's other query values.
 */
export function LoadMoreLink({
  cursor,
  label = "Load More",
  params = {},
}: {
  cursor: string | null;
  /** The page's 'Load More' in its language (English by default, for pages not yet translated). */
  label?: string;
  params?: Record<string, string>;
}) {
  if (!cursor) return null;
  const query = new URLSearchParams({ ...params, cursor }).toString();
  return (
    <p className="mt-6 text-center">
      <a
        href={`?${query}`}
        className="inline-block rounded-md border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {label}
      </a>
    </p>
  );
}
