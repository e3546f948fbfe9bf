import { OfflineView, type OfflineViewProps } from "~/components/pwa/OfflineView";
import { mountIsland } from "./mount";
import { ISLANDS } from "./names";

/** The browser entry of /offline, the page the service worker answers with when there is no network. */
mountIsland<OfflineViewProps>(ISLANDS.offline.name, (props) => <OfflineView {...props} />);
