import type { ReactNode } from "react";

/** What a community card shows: core's public community (functions/core/community/community-view.ts), as loaded. */
export interface CommunityCardData {
  _id: string;
  name: string;
  description: string;
  banner: string;
  memberCount: number;
  isModerator: boolean;
  /** The community's page (`/community/{slug}`); a non-member who follows it is asked to join (issue 29). */
  href: string;
}

/**
 * A community's banner over its placeholder. `eager` for a banner at the top of a page: it is then
 * the page's largest picture (its LCP), and a lazy picture starts loading only after layout.
 */
export function CommunityBanner({ url, className = "h-24", eager = false }: { url: string; className?: string; eager?: boolean }) {
  // The gradient is the placeholder: a banner that fails to load (or none) leaves it showing, with or
  // without JavaScript. alt="" because the name is right below; a failed decorative image draws nothing.
  return (
    <div aria-hidden="true" className={`relative overflow-hidden bg-gradient-to-br from-brand-600 to-sky-400 ${className}`}>
      {url ? <img src={url} alt="" loading={eager ? "eager" : "lazy"} className="absolute inset-0 h-full w-full object-cover" /> : null}
    </div>
  );
}

/** One community in a list: banner, name, member count, description, and the list's own actions. */
export function CommunityCard({
  community,
  memberText,
  moderatorLabel,
  children,
}: {
  community: CommunityCardData;
  memberText: string;
  /** The moderator's badge, in the page's language. */
  moderatorLabel: string;
  children?: ReactNode;
}) {
  const headingId = `community-${community._id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <CommunityBanner url={community.banner} />
        <div className="flex flex-1 flex-col p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {/* Underlined so it reads as the way in: the card's only other control is Join or Leave. */}
              {/* The name and description are data an admin wrote (data-user-content, as members' words are):
                  a community with no Hindi description shows its English one on a Hindi page. */}
              <a
                data-user-content
                href={community.href}
                className="text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600"
              >
                {community.name}
              </a>
            </h2>
            <p className="text-sm font-medium text-slate-600">{memberText}</p>
          </div>
          {community.isModerator ? (
            <p className="mt-1">
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{moderatorLabel}</span>
            </p>
          ) : null}
          <p className="mt-2 text-sm text-slate-700" data-user-content>
            {community.description}
          </p>
          {children ? <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">{children}</div> : null}
        </div>
      </article>
    </li>
  );
}
