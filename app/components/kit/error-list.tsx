/**
 * The messages of one field (or of a whole form), under the id its control's `aria-describedby`
 * names. React only, no Conform: the form kit (forms.tsx) and the islands' fields (search-fields.tsx)
 * both use it, so a message looks and reads the same everywhere.
 */
export function ErrorList({ id, errors, className = "mt-1" }: { id: string; errors?: readonly string[] | null; className?: string }) {
  const messages = [...new Set(errors ?? [])];
  if (messages.length === 0) return null;
  return (
    <ul id={id} className={`${className} space-y-1 text-sm font-medium text-red-700`}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
