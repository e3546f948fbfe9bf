/**
 * The four layout rules of the phone-width checks (issue 31, item 1), measured in the browser:
 * no horizontal scroll, no overlapping text, tap targets of at least 24 × 24 CSS px, body text of at
 * least 16 px. Shared by phone-width.spec.ts (every page) and language.spec.ts (the Hindi frame).
 * Passed to page.evaluate: it must not use anything from outside its own body.
 */
export type Check = "scroll" | "overlap" | "targets" | "text";

/** Runs in the page: what breaks the four rules, one line per offending element. */
export function measure(): Record<Check, string[]> {
  const viewport = document.documentElement.clientWidth;
  const name = (el: Element) => {
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    const cls = typeof el.className === "string" ? el.className.split(/\s+/).slice(0, 3).join(".") : "";
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls ? `.${cls}` : ""}> "${text}"`;
  };
  // Rendered and visible: not inside a closed <details> (laid out, but content-visibility: hidden), not transparent.
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  };
  const meets = (a: DOMRect, b: DOMRect, by = 0) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > by && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > by;
  const problems: Record<Check, string[]> = { scroll: [], overlap: [], targets: [], text: [] };

  // Horizontal scroll, and the elements that stick out (not those a scroller of their own clips).
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewport) {
    problems.scroll.push(`the page is ${scrollWidth} px wide in a ${viewport} px viewport`);
    // Inside a scroller (or clipping box) that itself fits, an element sticks out of nothing.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== "visible" && up.getBoundingClientRect().right <= viewport + 1) return true;
      return false;
    };
    const wide = [...document.body.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > viewport + 1 && !clipped(el));
    // The outermost offenders: their children stick out because they do.
    for (const el of wide.filter((el) => !wide.includes(el.parentElement!)).slice(0, 5))
      problems.scroll.push(`${name(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`);
  }

  // Overlapping text: the line boxes of the text inside links, buttons, labels, tabs, headings.
  const texts = [...document.body.querySelectorAll("a, button, label, [role=tab], summary, legend, th, dt, h1, h2, h3, h4, h5, h6")].filter(
    shown,
  );
  // Text in a visually hidden span (sr-only: a 1 px clipped box) overflows that box unseen: not counted.
  const seen = (text: Node, within: Element) => {
    for (let up = text.parentElement; up && up !== within.parentElement; up = up.parentElement) if (!shown(up)) return false;
    return true;
  };
  const lines = texts.map((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const boxes: DOMRect[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || !seen(text, el)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      boxes.push(...[...range.getClientRects()].filter((box) => box.width > 2 && box.height > 2));
    }
    return boxes;
  });
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const [a, b] = [texts[i]!, texts[j]!];
      if (a.contains(b) || b.contains(a)) continue;
      if (lines[i]!.some((box) => lines[j]!.some((other) => meets(box, other, 2)))) problems.overlap.push(`${name(a)} and ${name(b)}`);
    }

  // Tap targets (WCAG 2.5.8).
  const targets = [
    ...document.body.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex]:not([tabindex='-1'])",
    ),
  ];
  const boxOf = (el: Element): DOMRect | undefined => {
    // A check box or radio button is pressed through its label too.
    const labels = el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type) ? [...(el.labels ?? [])] : [];
    const boxes = [el, ...labels].filter(shown).map((box) => box.getBoundingClientRect());
    if (!boxes.length) return undefined;
    const [left, top] = [Math.min(...boxes.map((b) => b.left)), Math.min(...boxes.map((b) => b.top))];
    return new DOMRect(left, top, Math.max(...boxes.map((b) => b.right)) - left, Math.max(...boxes.map((b) => b.bottom)) - top);
  };
  const boxes = targets.map(boxOf);
  const inSentence = (el: Element) => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    return (block?.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + 1;
  };
  targets.forEach((el, i) => {
    const box = boxes[i];
    if (!box || (box.width >= 24 && box.height >= 24) || inSentence(el)) return;
    // The spacing exception: a 24 px square on its centre meets no other target.
    const room = new DOMRect(box.x + box.width / 2 - 12, box.y + box.height / 2 - 12, 24, 24);
    const crowded = targets.some((other, j) => {
      const otherBox = boxes[j];
      return j !== i && otherBox && !other.contains(el) && !el.contains(other) && meets(room, otherBox);
    });
    if (crowded) problems.targets.push(`${name(el)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
  });

  // Body text: the body's size, and running text (a paragraph or list item of a sentence or more).
  const bodySize = Number.parseFloat(getComputedStyle(document.body).fontSize);
  if (bodySize < 16) problems.text.push(`the body's text is ${bodySize} px`);
  for (const el of document.body.querySelectorAll("p, li, dd, blockquote")) {
    const own = [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join("")
      .trim();
    const size = Number.parseFloat(getComputedStyle(el).fontSize);
    if (own.length >= 40 && size < 16 && shown(el)) problems.text.push(`${name(el)} is ${size} px`);
  }
  return problems;
}
