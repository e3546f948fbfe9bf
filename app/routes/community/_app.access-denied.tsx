import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConfirmDialog } from "~/components/kit/ConfirmDialog";
import { joinHref } from "~/components/community/community-links";
import { pageTitle } from "~/utils/brand";
import { accessDenied } from "~/routes/community/parts/access-denied.server";
import { requireUser } from "~/utils/session.server";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { COMMUNITIES } from "~/i18n/community/communities.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /access-denied (spec community.md §2): where a non-member opening a community's post is sent.
 * `?community=<id>` asks core for the viewer's running ban there: a banned member is told until
 * when (issue 13). Anyone else who may join is offered the join right here, asked first (issue 29),
 * with "you may join again" when a ban of theirs there has ended or was lifted.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const denied = await accessDenied(user, new URL(request.url).searchParams.get("community"));
  const { accessDenied: title, joinName, joinQuestion, join, joining, joinHint, seeCommunities } = COMMUNITIES.pick(language);
  return {
    ...denied,
    message: translateMessage(denied.message, language),
    t: { title, joinName, joinQuestion, join, joining, joinHint, seeCommunities },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Access denied") }];

export default function AccessDenied() {
  const { message, join, t } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {join ? (
          <ConfirmDialog
            id={`join-${join.id}`}
            label={fill(t.joinName, { name: join.name })}
            fallback={joinHref(join.id)}
            action={joinHref(join.id)}
            question={fill(t.joinQuestion, { name: join.name })}
            confirmLabel={t.join}
            busyLabel={t.joining}
          >
            <p className="mt-2 text-sm text-slate-600">{t.joinHint}</p>
          </ConfirmDialog>
        ) : null}
        <Link
          to="/communities"
          className={
            join
              ? "rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
              : "inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          }
        >
          {t.seeCommunities}
        </Link>
      </div>
    </div>
  );
}
