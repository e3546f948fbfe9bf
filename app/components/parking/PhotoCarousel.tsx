import { useEffect, useRef, useState, type MouseEvent } from "react";
import { SolidIcon } from "~/components/kit/Icon";
import { fill } from "@core/i18n/catalogue";

/** The carousel's texts in the page's language (the detail page's catalogue). */
interface CarouselTexts {
  scrollSideways: string;
  choosePicture: string;
  picture: string;
  previousPicture: string;
  nextPicture: string;
  noPictures: string;
}

/**
 * A car park's pictures. Without JavaScript it is a row of pictures that snaps one at a time
 * (swipe, scroll or the arrow keys once focused) plus numbered links to #photo-1…; JavaScript adds
 * previous/next buttons and makes the numbered links scroll the row without moving the page.
 */
export interface Photo {
  src: string;
  alt: string;
}

export function PhotoCarousel({ photos, label, t }: { photos: Photo[]; label: string; t: CarouselTexts }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => setHydrated(true), []);

  if (photos.length === 0) {
    return (
      <div className="flex aspect-[16/10] items-center justify-center rounded-2xl bg-slate-100 text-slate-600 ring-1 ring-slate-200">
        {t.noPictures}
      </div>
    );
  }

  const last = photos.length - 1;
  const show = (index: number) => {
    const row = scroller.current;
    if (!row) return;
    const target = Math.max(0, Math.min(last, index));
    row.scrollTo({ left: target * row.clientWidth });
    setCurrent(target);
  };
  const onScroll = () => {
    const row = scroller.current;
    if (row && row.clientWidth > 0) setCurrent(Math.max(0, Math.min(last, Math.round(row.scrollLeft / row.clientWidth))));
  };
  const onJump = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!hydrated) return;
    event.preventDefault();
    show(index);
  };

  return (
    <section aria-label={label} aria-roledescription="carousel" className="min-w-0">
      <div className="relative">
        <div
          ref={scroller}
          onScroll={onScroll}
          // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
          tabIndex={0}
          role="group"
          aria-label={fill(t.scrollSideways, { label })}
          className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-2xl bg-slate-100 ring-1 ring-slate-200 [scrollbar-width:thin]"
        >
          {photos.map((photo, index) => (
            <div key={photo.src + index} id={`photo-${index + 1}`} className="w-full shrink-0 snap-start">
              <img
                src={photo.src}
                alt={photo.alt}
                width={800}
                height={500}
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
                className="block aspect-[16/10] h-auto w-full object-cover"
              />
            </div>
          ))}
        </div>
        {hydrated && photos.length > 1 ? (
          <>
            <StepButton label={t.previousPicture} direction="previous" disabled={current === 0} onClick={() => show(current - 1)} />
            <StepButton label={t.nextPicture} direction="next" disabled={current === last} onClick={() => show(current + 1)} />
          </>
        ) : null}
      </div>
      {photos.length > 1 ? (
        <nav aria-label={t.choosePicture} className="mt-3">
          <ol className="flex flex-wrap justify-center gap-2">
            {photos.map((photo, index) => (
              <li key={photo.src + index}>
                <a
                  href={`#photo-${index + 1}`}
                  onClick={(event) => onJump(event, index)}
                  aria-current={hydrated && index === current ? "true" : undefined}
                  className={`flex h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm font-semibold ring-1 ${
                    hydrated && index === current
                      ? "bg-brand-600 text-white ring-brand-600"
                      : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-700"
                  }`}
                >
                  <span className="sr-only">{`${t.picture} `}</span>
                  {index + 1}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </section>
  );
}

function StepButton({
  label,
  direction,
  disabled,
  onClick,
}: {
  label: string;
  direction: "previous" | "next";
  disabled: boolean;
  onClick: () => void;
}) {
  const previous = direction === "previous";
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={`absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-white disabled:cursor-default disabled:opacity-40 ${
        previous ? "left-3" : "right-3"
      }`}
    >
      <SolidIcon className="h-6 w-6">
        {previous ? (
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        ) : (
          <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
        )}
      </SolidIcon>
    </button>
  );
}
