import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders, cannedFetch, createHarnessStore } from '@lobby/test-kit';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { expect, within } from 'storybook/test';
import { AreaForbiddenPage } from './area-forbidden-page.tsx';
import { MaintenancePage } from './maintenance-page.tsx';

const ANSWERS: Record<string, unknown> = {
  '/maintenance/getMaintenanceOnMember': { type: 1, start: 1_795_300_000, end: 1_795_310_800 },
  '/member/feature_premission/info': { system: { timezone: 8 } },
};

/** The site's pages on a store that answers from canned data (no server). */
function Harnessed({ children }: { children: ReactElement }) {
  const [harness] = useState(() =>
    createHarnessStore({ baseUrl: 'http://site.test', fetch: cannedFetch(ANSWERS).fetch }),
  );
  return <StoryProviders harness={harness}>{children}</StoryProviders>;
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
