/**
 * The theme selector (spec §1), outside production only: lists every theme, saves the choice
 * and reloads. The shell reads the saved choice at start and loads that theme on demand.
 */
import type { Theme, ThemeName } from '@lobby/tokens';
import { tokenVars } from '@lobby/tokens';
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
  left: ${tokenVars.space.sm};
  bottom: calc(${tokenVars.size.tabBar} + ${tokenVars.space.sm});
  z-index: ${tokenVars.zIndex.fab};
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.xxs} ${tokenVars.space.xs};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgRaised};
  border: 1px dashed ${tokenVars.color.borderStrong};
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
  box-shadow: ${tokenVars.shadow.md};
  select {
    min-height: 32px;
    border-radius: ${tokenVars.radius.sm};
    border: 1px solid ${tokenVars.color.borderStrong};
    background: ${tokenVars.color.bgSunken};
    ${focusRing}
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    bottom: ${tokenVars.space.sm};
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
