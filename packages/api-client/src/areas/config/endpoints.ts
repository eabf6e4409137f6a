/** The config area without React: start-up configuration of the brand. */
import { configRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** Configuration changes rarely: keep it for the life of the page (10 minutes unused). */
const config = { provides: ['Config'], keepUnusedDataFor: 600 } as const;

/** The api with the config endpoints injected. */
export const configApi = defineArea('config', configRoutes).inject({
  maintenance: { provides: ['Config'] },
  permissions: config,
  theme: config,
  contact: config,
  aboutUs: { provides: ['Config', 'Help'], keepUnusedDataFor: 600 },
  languages: config,
  areaCodes: config,
  currencies: config,
  subTypes: config,
  // Spec §7: the supported bank list is cached locally; spec §9 lets it live 30 days.
  banks: { ...config, cachedLocally: true },
  registrationBanks: config,
});
