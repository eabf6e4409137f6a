import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders, createHarness } from '@lobby/test-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { expect, within } from 'storybook/test';
import { offlineBody, offlineStyles } from './service-worker-routing.ts';

/**
 * The page the service worker answers a navigation with when the network is down: the same
 * markup and style sheet the worker writes (`service-worker-routing.ts`), here in the story's
 * theme and language.
 */
function OfflinePage() {
  const { t } = useTranslation('site');
  const theme = useTheme();
  const look = {
    name: theme.brand.logo.wordmark,
    background: theme.color.bgCanvas,
    text: theme.color.text,
    accent: theme.color.accent,
    accentText: theme.color.onAccent,
    colorScheme: theme.colorScheme,
  };
  const texts = {
    title: t('offline.title'),
    message: t('offline.message'),
    retry: t('offline.retry'),
  };
  return (
    <>
      <style>{offlineStyles(look)}</style>
      <div dangerouslySetInnerHTML={{ __html: offlineBody(look, texts, '/tabs/home') }} />
    </>
  );
}

/** The page on canned answers (no server). */
function Harnessed() {
  const [harness] = useState(() => createHarness());
  return (
    <StoryProviders harness={harness}>
      <OfflinePage />
    </StoryProviders>
  );
}

const meta = {
  title: 'Site/Offline page',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: what happened, what to do, and a link that tries the same address again. */
export const Offline: Story = {
  render: () => <Harnessed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const retry = canvas.getByRole('link');
    await expect(retry).toHaveAttribute('href', '/tabs/home');
    retry.focus();
    await expect(retry).toHaveFocus();
  },
};
