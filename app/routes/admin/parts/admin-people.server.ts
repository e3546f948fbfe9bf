import type { User } from "@core/account/user";
import { getUsers } from "@core/account/user-store";
import type { Table } from "@core/ports/table/table";
import { FORMER } from "~/routes/moderation/parts/moderation-page.server";

/**
 * How the admin area names a person (issue 29): by name and e-mail, never by a raw id, so an admin
 * can tell two people of the same name apart and search for either in Users and Logs.
 */
export function adminPersonLabel(person: Pick<User, "name" | "email">): string {
  return `${person.name} (${person.email})`;
}

export interface AdminPeopleNames {
  /** Name and e-mail; for an id no account has any more, the e-mail the record kept, or `former` ("A former member"). */
  label(id: string | undefined, keptEmail?: string): string;
  /** Name and e-mail when the id is an account's, else null (a record's target may be a post or a coupon). */
  ifPerson(id: string | undefined): string | null;
}

/**
 * Names for everyone a page mentions, read in one BatchGet (getUsers). `former` names an id no
 * account has any more, in the page's language (English by default).
 */
export async function adminPeopleNames(
  table: Table,
  ids: readonly (string | undefined)[],
  former: string = FORMER,
): Promise<AdminPeopleNames> {
  const people = await getUsers(
    table,
    ids.filter((id): id is string => Boolean(id)),
  );
  const ifPerson = (id: string | undefined) => {
    const person = id ? people.get(id) : undefined;
    return person ? adminPersonLabel(person) : null;
  };
  return { ifPerson, label: (id, keptEmail) => ifPerson(id) ?? keptEmail ?? former };
}
