/**
 * A <details> menu opens and closes without JavaScript. With it, an open menu also closes on Escape
 * (focus back on its toggle) and on a press outside it. Plain DOM, so pages hydrated by Remix (through
 * the header's hook) and island pages (through their entry) share this one rule. Returns a cleanup.
 */
export const AUTO_CLOSE_ATTRIBUTE = "data-auto-close";

export function autoCloseDetails(menu: HTMLDetailsElement): () => void {
  const onPointerDown = (event: PointerEvent) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  };
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    document.removeEventListener("pointerdown", onPointerDown);
    document.removeEventListener("keydown", onKeyDown);
  };
}

/** For island pages: every menu marked with the attribute. */
export function autoCloseMarkedMenus(root: ParentNode = document): void {
  root.querySelectorAll<HTMLDetailsElement>(`details[${AUTO_CLOSE_ATTRIBUTE}]`).forEach((menu) => autoCloseDetails(menu));
}
