import { Fragment, type ReactNode } from "react";

/**
 * A catalogue's sentence with elements inside it ("Already have an account? {link}"): each `{name}`
 * becomes `parts[name]` (a link, a <strong>), the rest stays text. The word order is the
 * language's own, so Hindi can put the link where Hindi puts it. An unknown `{name}` stays visible.
 */
export function interleave(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, at) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={at}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}
