import { type SessionEndReason } from '@tolk/crm-client';
import { Container } from 'inversify';
import { RootStore } from '../app/root-store.js';
export interface PortalSettings {
    readonly crmBaseUrl: string;
    readonly environment: string;
    readonly onSessionEnded: (reason: SessionEndReason) => void;
}
/** The composition root: the one place that knows which adapter serves which port. */
export declare function createContainer(settings: PortalSettings): Container;
/** Builds the RootStore from the container; components get it from context, never the container. */
export declare function createRootStore(container: Container): RootStore;
//# sourceMappingURL=container.d.ts.map