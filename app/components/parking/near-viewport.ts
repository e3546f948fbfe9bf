/**
 * Resolves `reached` when `element` comes within `margin` of the viewport (it may already be there);
 * `stop` stops watching, and `reached` then never resolves. Work a visitor cannot see yet — the
 * interactive map below a phone's list of results — so stays off the main thread while the page
 * loads (issue 31). An element that is not rendered (display: none) is not near the viewport: its
 * work waits until it is shown. A browser without IntersectionObserver resolves at once.
 */
export function nearViewport(element: Element, margin = "200px"): { reached: Promise<void>; stop: () => void } {
  if (typeof IntersectionObserver === "undefined") return { reached: Promise.resolve(), stop: () => {} };
  let observer: IntersectionObserver | undefined;
  const reached = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer!.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
  return { reached, stop: () => observer!.disconnect() };
}
