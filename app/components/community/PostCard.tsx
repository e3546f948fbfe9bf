import { fill } from "@core/i18n/catalogue";
import { formatIndianNumber } from "@core/i18n/numbers";
import type { PostCardMessages } from "~/i18n/community/texts";
import type { PersonLink, PostCardData } from "./community-data";

/** Spec §3: fileType 'image' is a picture; any other value (when there is a file) is a video. */
export function isPicture(post: Pick<PostCardData, "fileType">): boolean {
  return post.fileType === "image";
}

/** Singular for one (spec §2 words member counts so; the other counts follow suit): `one` and `many` are templates with `{count}`. */
export function countText(count: number, one: string, many: string): string {
  return fill(count === 1 ? one : many, { count: formatIndianNumber(count) });
}

/** A member's round picture; the name beside it says who it is, so it is decorative. */
export function Avatar({ person, size = "h-10 w-10" }: { person: Pick<PersonLink, "avatar">; size?: string }) {
  return <img src={person.avatar} alt="" className={`${size} shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover`} />;
}

/** Who posted, where and when: avatar, name (their profile, or /profile for me) and date (spec §2). */
export function PostByline({ post, showCommunity = true }: { post: PostCardData; showCommunity?: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar person={post.user} />
      <div className="min-w-0 text-sm">
        <a href={post.user.href} className="font-semibold text-slate-900 hover:underline" data-user-content>
          {post.user.name}
        </a>
        <p className="text-slate-600">
          <time dateTime={post.createdAt}>{post.dateText}</time>
          {showCommunity ? (
            <>
              {" · "}
              <a href={post.community.href} className="font-medium text-brand-700 hover:underline">
                {post.community.name}
              </a>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** The post's picture or video as a feed shows it; the post page adds the zoom. */
export function PostMedia({ post, t, className = "max-h-96" }: { post: PostCardData; t: PostCardMessages; className?: string }) {
  if (!post.fileUrl) return null;
  return isPicture(post) ? (
    <img
      src={post.fileUrl}
      srcSet={post.srcSet}
      sizes="(min-width: 1024px) 42rem, 100vw"
      width={post.width}
      height={post.height}
      alt={fill(t.pictureBy, { name: post.user.name })}
      loading="lazy"
      className={`w-full rounded-lg bg-slate-100 object-cover ${className}`}
    />
  ) : (
    <video src={post.fileUrl} controls preload="metadata" className={`w-full rounded-lg bg-black ${className}`}>
      <a href={post.fileUrl}>{t.downloadVideo}</a>
    </video>
  );
}

/** One post in a feed or a list: byline, text, media and counts, and the way to the whole post. */
export function PostCard({ post, t, showCommunity = true }: { post: PostCardData; t: PostCardMessages; showCommunity?: boolean }) {
  const headingId = `post-${post._id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h3 id={headingId} className="sr-only">
          {fill(t.postBy, { name: post.user.name, date: post.dateText })}
        </h3>
        <PostByline post={post} showCommunity={showCommunity} />
        {post.content ? (
          <p className="mt-3 line-clamp-6 whitespace-pre-line break-words text-slate-800" data-user-content>
            {post.content}
          </p>
        ) : null}
        <div className="mt-3">
          <PostMedia post={post} t={t} />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>{countText(post.likeCount, t.likeOne, t.likeMany)}</span>
          <span>{countText(post.commentCount, t.commentOne, t.commentMany)}</span>
          <span>{fill(t.savedBy, { count: formatIndianNumber(post.savedByCount) })}</span>
          <a href={post.href} className="ml-auto font-semibold text-brand-700 hover:underline">
            {t.openPost}
            <span className="sr-only"> {fill(t.openPostBy, { name: post.user.name })}</span>
          </a>
        </div>
      </article>
    </li>
  );
}
