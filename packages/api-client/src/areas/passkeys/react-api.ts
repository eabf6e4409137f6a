/** The passkeys endpoints on the one api, with their React hooks. */
import { withReactHooks } from '../../react/with-react-hooks.ts';
import { passkeysApi as coreApi } from './endpoints.ts';

/** The passkeys endpoints on the one api, with their React hooks. */
export const passkeysApi = withReactHooks(coreApi);
