import { fill } from "~/i18n/catalogue";
import type { DashboardFiguresMessages } from "~/i18n/admin/access-texts";

/**
 * The admin dashboard's figures (issue 13): today's bookings and revenue, the last 7 days as a small
 * bar chart (an SVG drawn on the server: no script, no inline styles, and a table beside it carries
 * the same numbers for screen readers and for anyone who prefers numbers), occupancy now in the
 * busiest car parks, new members, open reports, posts held for a check and failed refunds.
 */
interface Day {
  day: string;
  label: string;
  bookings: number;
  revenueText: string;
  newMembers: number;
}

interface Busy {
  id: string;
  name: string;
  bookingsToday: number;
  four: { taken: number; capacity: number } | null;
  two: { taken: number; capacity: number } | null;
}

export interface DashboardFiguresProps {
  figures: {
    today: { bookings: number; newMembers: number };
    revenueToday: string;
    week: Day[];
    busiest: Busy[];
    openReports: number;
    heldPosts: number;
    failedRefunds: number;
  };
  /** The texts in the page's language (app/i18n/admin/dashboard.server.ts). */
  t: DashboardFiguresMessages;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-23" → "Mon 23 Nov" (the day is already India's; read as a calendar date, no time zone). */
export function formatDayLabel(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[date.getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

const CHART = { width: 280, height: 96, gap: 8 };

function WeekChart({ week, t }: { week: Day[]; t: DashboardFiguresMessages }) {
  const most = Math.max(1, ...week.map((d) => d.bookings));
  const barWidth = (CHART.width - CHART.gap * (week.length - 1)) / week.length;
  return (
    <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="mt-3 h-24 w-full max-w-sm" role="img" aria-label={t.chart}>
      {week.map((d, i) => {
        const height = Math.max(2, Math.round((d.bookings / most) * (CHART.height - 4)));
        return (
          <rect
            key={d.day}
            x={i * (barWidth + CHART.gap)}
            y={CHART.height - height}
            width={barWidth}
            height={height}
            rx={3}
            className={d.bookings ? "fill-brand-600" : "fill-slate-200"}
          >
            <title>{fill(t.bar, { day: d.label, count: d.bookings })}</title>
          </rect>
        );
      })}
    </svg>
  );
}

const occupancy = (t: DashboardFiguresMessages, o: { taken: number; capacity: number } | null, kind: string) =>
  o ? fill(t.occupancy, { kind, taken: o.taken, capacity: o.capacity, percent: Math.round((o.taken / o.capacity) * 100) }) : null;

export function DashboardFigures({ figures, t }: DashboardFiguresProps) {
  // [test id (the English name, in either language), label, value]
  const tiles: [string, string, string | number][] = [
    ["Bookings today", t.bookingsToday, figures.today.bookings],
    ["Revenue today", t.revenueToday, figures.revenueToday],
    ["New members today", t.newMembersToday, figures.today.newMembers],
    ["Open reports", t.openReports, figures.openReports],
    ["Posts held for a check", t.heldPosts, figures.heldPosts],
    ["Refunds that failed", t.failedRefunds, figures.failedRefunds],
  ];
  return (
    <section aria-labelledby="figures-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="figures-heading" className="text-lg font-semibold text-slate-900">
        {t.today}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {tiles.map(([id, label, value]) => (
          <div key={id} className="rounded-lg bg-slate-50 px-4 py-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid={`figure-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-slate-900">{t.lastWeek}</h3>
      <WeekChart week={figures.week} t={t} />
      <table className="mt-3 w-full max-w-lg text-left text-sm">
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 font-semibold">
              {t.day}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t.bookings}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t.revenue}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t.newMembers}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.week.map((d) => (
            <tr key={d.day} className="border-t border-slate-100">
              <td className="py-1">{d.label}</td>
              <td className="py-1">{d.bookings}</td>
              <td className="py-1">{d.revenueText}</td>
              <td className="py-1">{d.newMembers}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-6 font-semibold text-slate-900">{t.busiest}</h3>
      {figures.busiest.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t.noBookings}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {figures.busiest.map((p) => (
            <li key={p.id} className="py-2">
              <span className="font-semibold text-slate-900" data-user-content>
                {p.name}
              </span>
              {fill(t.bookedToday, { count: p.bookingsToday })}
              {[occupancy(t, p.four, t.fourWheelers), occupancy(t, p.two, t.twoWheelers)].filter(Boolean).map((text) => (
                <span key={text} className="block text-slate-600">
                  {text}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
