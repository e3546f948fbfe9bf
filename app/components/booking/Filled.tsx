import { Fragment, type ReactNode } from "react";

/**
 * A catalogue's template with some placeholders filled by elements (a bold amount, a code in mono):
 * "You will get a refund of {amount} …" keeps its word order in each language, the element where
 * the placeholder stands. Placeholders without a value stay as they are, as `fill` leaves them.
 */
export function Filled({ template, values }: { template: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {template.split(/(\{\w+\})/).map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
