import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createBaseQuery,
  createLobbyStore,
  createSession,
  memoryChannelHub,
  memoryCookies,
  memoryStorage,
} from '@lobby/api-client';
import { getKey } from '@lobby/contract/security';
import { createI18n } from '@lobby/i18n/runtime';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { AreaForbiddenPage } from './area-forbidden-page.tsx';
import { MaintenancePage } from './maintenance-page.tsx';

const ANSWERS: Record<string, unknown> = {
  '/maintenance/getMaintenanceOnMember': { type: 1, start: 1_795_300_000, end: 1_795_310_800 },
  '/member/feature_premission/info': { system: { timezone: 8 } },
};

/** The site's pages on a store that answers from canned data (no server). */
function Harnessed({ children }: { children: ReactElement }) {
  const [parts] = useState(() => {
    const fetch = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname.replace(/^\/api\/v1/, '');
      return new Response(JSON.stringify(ANSWERS[path] ?? {}), {
        status: path in ANSWERS ? 200 : 404,
      });
    }) as typeof globalThis.fetch;
    const notify = { toast: () => {}, confirm: () => Promise.resolve(), alert: () => {} };
    const navigation = { reload: () => {}, goToRoot: () => {}, goHome: () => {} };
    const session = createSession({
      cookies: memoryCookies(),
      storage: memoryStorage(),
      channels: memoryChannelHub(),
      notify,
      navigation,
    });
    const baseQuery = createBaseQuery({
      baseUrl: 'http://site.test',
      session,
      fetch,
      notify,
      navigation,
      keyEndpoint: getKey,
    });
    return {
      store: createLobbyStore({ baseQuery, session, listenToWindow: false }),
      i18n: createI18n(),
    };
  });
  return (
    <Provider store={parts.store}>
      <I18nextProvider i18n={parts.i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
}

const meta = {
  title: 'Screens/Site pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** MAINTAIN: the maintenance notice with its window, checking again every 15 s. */
export const Maintenance: Story = {
  render: () => (
    <Harnessed>
      <MaintenancePage />
    </Harnessed>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Scheduled from/)).toBeVisible();
  },
};

/** AREA_FORBIDDEN: the blocked-region notice. */
export const AreaForbidden: Story = {
  render: () => (
    <Harnessed>
      <AreaForbiddenPage />
    </Harnessed>
  ),
};
