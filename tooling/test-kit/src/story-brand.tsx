/**
 * The brand a story is shown for: its currency and locale. Storybook's preview resolves it once
 * (the Brand toolbar, else the theme's brand, else {@link DEFAULT_STORY_BRAND}) and provides it
 * here, so every screen story's sample amounts and texts follow it without a line in the story.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** A currency as stories show amounts in it (the shape of the API's `GET /currency`). */
export interface StoryCurrency {
  /** ISO 4217 code. */
  readonly code: string;
  /** The symbol amounts are prefixed with. */
  readonly symbol: string;
  /** Decimals of the minor unit. */
  readonly decimals: number;
}

/** What a story needs to know of a brand: how its money reads and which language it speaks. */
export interface StoryBrand {
  /** The brand id, or `''` for the default (no brand chosen). */
  readonly id: string;
  /** The name members see. */
  readonly name: string;
  /** The brand's currency. */
  readonly currency: StoryCurrency;
  /** The locale screens open in (the brand's default locale). */
  readonly locale: string;
}

/**
 * The default when no brand applies: Malaysian ringgit in English, what the canned answers and
 * the stories' checks were written for, so story tests read the same amounts as before.
 */
export const DEFAULT_STORY_BRAND: StoryBrand = {
  id: '',
  name: 'NexBet',
  currency: { code: 'MYR', symbol: 'RM', decimals: 2 },
  locale: 'en',
};

const StoryBrandContext = createContext<StoryBrand>(DEFAULT_STORY_BRAND);

/**
 * The brand of the story rendering now, for harnesses made outside a component's context
 * (`createHarness` in a story's own `useState`). Storybook renders one story at a time, and a
 * docs page's stories share their globals, so one slot is enough.
 */
let current: StoryBrand = DEFAULT_STORY_BRAND;

/** The brand the latest {@link StoryBrandProvider} rendered with; the default before any. */
export function currentStoryBrand(): StoryBrand {
  return current;
}

/** Props of {@link StoryBrandProvider}. */
export interface StoryBrandProviderProps {
  /** The brand the stories below show. */
  readonly brand: StoryBrand;
  readonly children: ReactNode;
}

/** Provides the story's brand to the screens and samples below (Storybook's preview does). */
export function StoryBrandProvider({ brand, children }: StoryBrandProviderProps) {
  // Set during render, before the story below makes its harness in its own first render.
  current = brand;
  return <StoryBrandContext.Provider value={brand}>{children}</StoryBrandContext.Provider>;
}

/** The brand the current story shows; {@link DEFAULT_STORY_BRAND} outside a provider. */
export function useStoryBrand(): StoryBrand {
  return useContext(StoryBrandContext);
}
