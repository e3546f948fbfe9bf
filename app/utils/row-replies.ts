import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { FormReply } from "~/components/kit/forms";

/**
 * Pages with one small form per row (the moderation panel's Ban and Unban, the reported posts'
 * Remove and Dismiss): which row's form a reply is for, so only that form shows it. A kit reply
 * names it in its own values (`intent` and the row's id field); `replyWithRefusal` carries the same
 * two beside the result (`extra`).
 */
export type RowReply = FormReply & Record<string, unknown>;

export function rowReplies(reply: RowReply | undefined, idField: string) {
  const initial = reply?.result.initialValue as Record<string, unknown> | null | undefined;
  const intent = reply?.intent ?? initial?.intent;
  const id = reply?.[idField] ?? initial?.[idField];
  const target = reply && typeof intent === "string" && typeof id === "string" ? { intent, id } : null;
  return {
    target,
    /** The reply for this row's form of this kind, if it is the one answered. */
    replyFor: (rowIntent: string, rowId: string) =>
      reply && target?.intent === rowIntent && target.id === rowId ? reply.result : undefined,
    /** Every message of the reply: for a refusal whose row is no longer on the page. */
    allErrors: (): string[] =>
      [...new Set(Object.values(reply?.result.error ?? {}).flat())].filter((m): m is string => typeof m === "string"),
  };
}

/** A refused change usually means the page is stale (another moderator acted first): show what is true now. */
export const revalidateAfterRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;
