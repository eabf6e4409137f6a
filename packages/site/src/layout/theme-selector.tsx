/**
 * The theme selector (spec §1), outside production only: lists every theme, saves the choice
 * and reloads. The shell reads the saved choice at start and loads that theme on demand.
 */
import type { Theme, ThemeName } from '@lobby/tokens';
import { focusRing } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSite } from '../site-context.tsx';

/** Where the selector keeps its choice. */
export const THEME_CHOICE_KEY = 'lobby_theme_choice';

/** Reads a saved, valid theme choice. */
export function savedThemeChoice(
  storage: Pick<Storage, 'getItem'> | undefined,
  names: readonly string[],
): ThemeName | undefined {
  try {
    const value = storage?.getItem(THEME_CHOICE_KEY);
    return value && names.includes(value) ? (value as ThemeName) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A previewed theme as the brand would wear it: the chosen theme's look with the brand's own
 * wordmark (the build's theme carries it), so a preview never shows another brand's name.
 */
export function previewTheme(chosen: Theme, build: Theme): Theme {
  const logo = { ...chosen.brand.logo, wordmark: build.brand.logo.wordmark };
  return { ...chosen, brand: { ...chosen.brand, logo } };
}

const Box = styled.label`
  position: fixed;
  left: ${({ theme }) => theme.space.sm};
  bottom: calc(${({ theme }) => theme.size.tabBar} + ${({ theme }) => theme.space.sm});
  z-index: ${({ theme }) => theme.zIndex.fab};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgRaised};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  box-shadow: ${({ theme }) => theme.shadow.md};
  select {
    min-height: 32px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.bgSunken};
    ${focusRing}
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** The selector; renders nothing in production or without choices. */
export function ThemeSelector() {
  const { t } = useTranslation('site');
  const site = useSite();
  const choices = site.brand.themeChoices;
  if (site.brand.production || !choices) return null;
  return (
    <Box>
      {t('theme.label')}
      <select
        value={site.theme.name}
        onChange={(event) => {
          try {
            localStorage.setItem(THEME_CHOICE_KEY, event.target.value);
          } catch {
            // Without storage the choice cannot survive the reload; nothing else to do.
          }
          window.location.reload();
        }}
      >
        {choices.names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </Box>
  );
}
