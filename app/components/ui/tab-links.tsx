import { Link } from "react-router";

export interface TabLink {
  key: string;
  label: string;
  to: string;
}

/**
 * Tabs that are links (?tab=…): each tab has its own address, works without JavaScript and
 * with the back button; the current one is marked with aria-current.
 */
export function TabLinks(props: { label: string; tabs: TabLink[]; current: string }) {
  return (
    <nav aria-label={props.label} className="border-b border-ink/20">
      <ul className="-mb-px flex flex-wrap gap-1">
        {props.tabs.map((tab) => {
          const active = tab.key === props.current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`inline-block border-b-2 px-4 py-2 font-medium ${
                  active
                    ? "border-gold-deep text-ink"
                    : "border-transparent text-ink/70 hover:border-ink/30 hover:text-ink"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
