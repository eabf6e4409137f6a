import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ColorSwatches,
  RadiusScale,
  SpacingScale,
  ThemeGallery,
  ThemedDoc,
  TypeScale,
} from './token-docs.tsx';

/**
 * The token blocks as stories: they follow the toolbar's theme and run under the a11y check.
 * The token pages (the MDX beside them) show these stories, so the pages follow the toolbar too.
 */
const meta = { title: 'Tokens/Reference', component: ColorSwatches } satisfies Meta<
  typeof ColorSwatches
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <ThemedDoc title="Semantic colours">
      <ColorSwatches />
    </ThemedDoc>
  ),
};
export const Typography: Story = {
  render: () => (
    <ThemedDoc title="Type scale">
      <TypeScale />
    </ThemedDoc>
  ),
};
export const Spacing: Story = {
  render: () => (
    <ThemedDoc title="Spacing scale">
      <SpacingScale />
    </ThemedDoc>
  ),
};
export const RadiusAndShadow: Story = {
  render: () => (
    <ThemedDoc title="Radii and elevation">
      <RadiusScale />
    </ThemedDoc>
  ),
};
export const AllThemes: Story = { render: () => <ThemeGallery /> };
