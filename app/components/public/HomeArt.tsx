import { LineIcon, SolidIcon } from "~/components/kit/Icon";

/**
 * The home page's counter strip and its decorative drawings (app/routes/public/_index.tsx): server-rendered
 * only (the page's one island is the search bar), so they add nothing to the page's JavaScript.
 */
export interface Counter {
  /** "300+", or undefined when the figure is unknown. */
  figure?: string;
  label: string;
}

/** Figures from the car-park counters (core parking-stats); without them the strip still names what we cover, just without numbers. */
export function Counters({ counters, label }: { counters: Counter[]; label: string }) {
  return (
    <section aria-label={label} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8">
        {counters.map((counter) => (
          <li key={counter.label} className="flex items-baseline justify-center gap-2 text-center">
            {counter.figure ? <span className="text-3xl font-extrabold text-brand-700">{counter.figure}</span> : null}{" "}
            <span className={counter.figure ? "text-lg font-medium text-slate-700" : "text-lg font-semibold capitalize text-brand-900"}>
              {counter.label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Faint lane markings behind the hero text; purely decorative. */
export function RoadPattern() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute inset-0 h-full w-full opacity-[0.07]">
      <defs>
        <pattern id="lanes" width="80" height="80" patternUnits="userSpaceOnUse">
          <path d="M0 40h30M50 40h30M40 0v30M40 50v30" stroke="#fff" strokeWidth="4" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#lanes)" />
    </svg>
  );
}

/** A stylised map with a route ending at a parking sign; decorative, so hidden from assistive technology. */
export function MapIllustration() {
  return (
    <div aria-hidden="true" className="hidden justify-center lg:flex">
      <svg viewBox="0 0 420 340" className="w-full max-w-md drop-shadow-2xl">
        <rect x="10" y="10" width="400" height="320" rx="28" fill="#eef6ff" />
        <path d="M10 120h400M10 240h400M140 10v320M290 10v320" stroke="#d9eaff" strokeWidth="22" />
        <path d="M10 120h400M10 240h400M140 10v320M290 10v320" stroke="#fff" strokeWidth="2" strokeDasharray="10 10" />
        <rect x="170" y="150" width="90" height="60" rx="10" fill="#d9eaff" />
        <rect x="30" y="30" width="86" height="66" rx="10" fill="#d9eaff" />
        <rect x="316" y="262" width="72" height="48" rx="10" fill="#d9eaff" />
        <path d="M60 300V240h80v-120h150V70" fill="none" stroke="#1d6fd8" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="60" cy="300" r="14" fill="#0b2a52" />
        <circle cx="60" cy="300" r="6" fill="#fff" />
        <g transform="translate(258 6)">
          <rect x="30" y="56" width="6" height="40" rx="3" fill="#0b2a52" />
          <rect width="66" height="66" rx="14" fill="#155bb5" stroke="#fff" strokeWidth="4" />
          <path d="M24 54V14h11a11 11 0 0 1 0 22H24" fill="none" stroke="#fff" strokeWidth="8" strokeLinejoin="round" />
        </g>
      </svg>
    </div>
  );
}

export function CardIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 10h19M6.5 15h4" />
    </LineIcon>
  );
}

export function CarIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <path d="M5 11 6.6 6.6A2 2 0 0 1 8.5 5.3h7a2 2 0 0 1 1.9 1.3L19 11" />
      <path d="M3.5 17.5V13a2 2 0 0 1 2-2h13a2 2 0 0 1 2 2v4.5h-17Z" />
      <path d="M6 17.5V19M18 17.5V19M7 14.3h.01M17 14.3h.01" />
    </LineIcon>
  );
}

export function CalendarIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8.5 14.5l2 2 4-4" />
    </LineIcon>
  );
}

export function BoltIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <path d="M13 2.5 4.5 13.5H12l-1 8 8.5-11H12l1-8Z" />
    </LineIcon>
  );
}

export function RupeeIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <path d="M6.5 4.5h11M6.5 9h11M9 4.5h1.5a4.5 4.5 0 0 1 0 9H7l8 6.5" />
    </LineIcon>
  );
}

export function PhoneIcon() {
  return (
    <LineIcon className="h-8 w-8">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </LineIcon>
  );
}

export function ArrowIcon() {
  return (
    <SolidIcon className="h-5 w-5">
      <path d="M10.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H4a1 1 0 1 1 0-2h9.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
    </SolidIcon>
  );
}
