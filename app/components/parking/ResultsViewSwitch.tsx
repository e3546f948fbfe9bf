/**
 * The List / Map switch of /search on phones (issue 31): two links to the same search, one with
 * `view=map`, so it works without JavaScript and the chosen view survives a reload or a shared
 * link. From lg up the list and the map sit side by side and the switch is not shown.
 */
export type ResultsView = "list" | "map";

interface SwitchTexts {
  list: string;
  map: string;
  showResultsAs: string;
}

export function ResultsViewSwitch({ view, hrefFor, t }: { view: ResultsView; hrefFor: (view: ResultsView) => string; t: SwitchTexts }) {
  const choices: { view: ResultsView; label: string }[] = [
    { view: "list", label: t.list },
    { view: "map", label: t.map },
  ];
  return (
    <nav aria-label={t.showResultsAs} className="mt-4 lg:hidden">
      <ul className="grid grid-cols-2 rounded-lg border border-slate-300 bg-white p-1">
        {choices.map((choice) => {
          const current = choice.view === view;
          return (
            <li key={choice.view}>
              <a
                href={hrefFor(choice.view)}
                aria-current={current ? "page" : undefined}
                className={`flex h-11 items-center justify-center rounded-md text-base font-semibold ${
                  current ? "bg-brand-600 text-white" : "text-brand-700 hover:bg-brand-50"
                }`}
              >
                {choice.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
