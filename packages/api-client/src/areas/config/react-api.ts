/**
 * The config endpoints on the one api, with their React hooks: its own module so the hooks
 * built on it (brand currency, platform offset) and the area's index both import it.
 */
import { withReactHooks } from '../../react/with-react-hooks.ts';
import { configApi as coreApi } from './endpoints.ts';

/** The config endpoints on the one api, with their React hooks. */
export const configApi = withReactHooks(coreApi);
