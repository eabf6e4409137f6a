import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ColorSwatches,
  RadiusScale,
  SpacingScale,
  ThemeGallery,
  TypeScale,
} from './token-docs.tsx';

/** The token pages as stories: they follow the toolbar theme and run under the a11y check. */
const meta = { title: 'Tokens/Reference', component: ColorSwatches } satisfies Meta<
  typeof ColorSwatches
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {};
export const Typography: Story = { render: () => <TypeScale /> };
export const Spacing: Story = { render: () => <SpacingScale /> };
export const RadiusAndShadow: Story = { render: () => <RadiusScale /> };
export const AllThemes: Story = { render: () => <ThemeGallery /> };
