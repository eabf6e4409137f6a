/**
 * Token documentation blocks, generated from the tokens themselves: add a token to `base`
 * and it appears here under every theme, with its contrast measured.
 */
import type { Theme } from '@lobby/tokens';
import { AA, contrastRatio, cssVarName, gradientCss, parseColor } from '@lobby/tokens';
import { themeNames, themes } from '@lobby/tokens/themes';
import { ThemeProvider, ThemeScope, useLobbyTheme } from '@lobby/ui';
import { Unstyled } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
`;

const Swatch = styled.figure`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSurface};
`;

const Chip = styled.div`
  display: grid;
  place-items: center;
  height: 64px;
  font-weight: 700;
  font-size: 14px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Caption = styled.figcaption`
  display: grid;
  gap: 2px;
  padding: 8px 10px;
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
  & > strong {
    color: ${({ theme }) => theme.color.text};
    font-size: 13px;
  }
  & code {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: 11px;
    color: ${({ theme }) => theme.color.text};
    word-break: break-all;
  }
`;

const Section = styled.section`
  display: grid;
  gap: 16px;
  padding: 20px;
  border-radius: 12px;
`;

const Heading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.display};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.text};
`;

const Note = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const TEXT_ROLES = new Set([
  'text',
  'textMuted',
  'accentText',
  'win',
  'loss',
  'pending',
  'draw',
  'success',
  'warning',
  'danger',
  'info',
  'vip',
]);
const ON_PAIRS: Record<string, string> = {
  accent: 'onAccent',
  accentStrong: 'onAccent',
  secondary: 'onSecondary',
  danger: 'onDanger',
};

/** What to print on a swatch and the contrast it promises. */
function swatchSample(
  theme: Theme,
  role: string,
  value: string,
): { fg: string; bg: string; label: string; min: number | undefined } {
  const c = theme.color as unknown as Record<string, string>;
  if (TEXT_ROLES.has(role))
    return { fg: value, bg: theme.color.bgSurface, label: 'Aa on surface', min: AA.text };
  if (role === 'borderStrong' || role === 'focusRing')
    return { fg: value, bg: theme.color.bgSurface, label: '', min: AA.nonText };
  const on = ON_PAIRS[role];
  if (on && c[on]) return { fg: c[on] ?? '#000', bg: value, label: `Aa ${on}`, min: AA.text };
  return { fg: theme.color.text, bg: value, label: '', min: undefined };
}

/** Every semantic colour of the current theme with its value, variable and measured contrast. */
export function ColorSwatches() {
  const theme = useLobbyTheme();
  return (
    <Grid>
      {Object.entries(theme.color).map(([role, value]) => {
        const sample = swatchSample(theme, role, value);
        const solid = parseColor(sample.bg)?.a === 1;
        const ratio = solid ? contrastRatio(sample.fg, sample.bg) : undefined;
        const isText = TEXT_ROLES.has(role);
        const isLine = role === 'borderStrong' || role === 'focusRing';
        return (
          <Swatch key={role}>
            {isLine ? (
              <Chip style={{ background: sample.bg }}>
                <span
                  style={{
                    display: 'block',
                    width: 96,
                    height: 28,
                    borderRadius: 6,
                    border: `3px solid ${value}`,
                  }}
                />
              </Chip>
            ) : (
              <Chip
                style={
                  isText
                    ? { background: sample.bg, color: value }
                    : { background: value, color: sample.fg }
                }
              >
                {sample.label}
              </Chip>
            )}
            <Caption>
              <strong>{role}</strong>
              <code>{value}</code>
              <code>{cssVarName(['color', role])}</code>
              {ratio !== undefined && sample.min !== undefined ? (
                <span>
                  {ratio.toFixed(2)}:1 {ratio >= sample.min ? '✓ AA' : '✗ below AA'}
                </span>
              ) : null}
            </Caption>
          </Swatch>
        );
      })}
      {Object.entries(theme.gradient).map(([name, g]) => (
        <Swatch key={name}>
          <Chip
            style={{
              background: gradientCss(g),
              color: name === 'accent' ? theme.color.onAccent : theme.color.text,
            }}
          >
            {name === 'accent' ? 'Aa onAccent' : ''}
          </Chip>
          <Caption>
            <strong>gradient.{name}</strong>
            <code>{gradientCss(g)}</code>
          </Caption>
        </Swatch>
      ))}
    </Grid>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 140px 1fr;
  align-items: center;
  gap: 16px;
  padding: 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  & > code {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The type scale: each size in the display and body families, with weights and line heights. */
export function TypeScale() {
  const theme = useLobbyTheme();
  return (
    <div>
      {Object.entries(theme.font.size)
        .reverse()
        .map(([name, size]) => (
          <Row key={name}>
            <code>
              font.size.{name}
              <br />
              {size}
            </code>
            <div>
              <div
                style={{
                  fontFamily: theme.font.family.display,
                  fontSize: size,
                  fontWeight: theme.font.weight.bold,
                  letterSpacing: theme.font.letterSpacing.display,
                  lineHeight: theme.font.lineHeight.tight,
                }}
              >
                Jackpot Royale 888
              </div>
              <div
                style={{
                  fontFamily: theme.font.family.body,
                  fontSize: size,
                  lineHeight: theme.font.lineHeight.normal,
                  color: theme.color.textMuted,
                }}
              >
                Deposit, play and withdraw in minutes.
              </div>
            </div>
          </Row>
        ))}
      <Row>
        <code>font.weight</code>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {Object.entries(theme.font.weight).map(([name, weight]) => (
            <span key={name} style={{ fontWeight: weight }}>
              {name} {weight}
            </span>
          ))}
        </div>
      </Row>
      <Row>
        <code>font.family</code>
        <div style={{ display: 'grid', gap: 4, fontSize: 12 }}>
          {Object.entries(theme.font.family).map(([name, family]) => (
            <span key={name} style={{ fontFamily: family }}>
              {name}: {family}
            </span>
          ))}
        </div>
      </Row>
    </div>
  );
}

/** The spacing steps as bars, so rhythm is visible at a glance. */
export function SpacingScale() {
  const theme = useLobbyTheme();
  return (
    <div>
      {Object.entries(theme.space).map(([name, value]) => (
        <Row key={name}>
          <code>
            space.{name} · {value}
          </code>
          <div
            style={{
              height: 16,
              width: value,
              minWidth: 1,
              background: gradientCss(theme.gradient.accent),
              borderRadius: 2,
            }}
          />
        </Row>
      ))}
    </div>
  );
}

/** The corner radii on sample tiles. */
export function RadiusScale() {
  const theme = useLobbyTheme();
  return (
    <Grid>
      {Object.entries(theme.radius).map(([name, value]) => (
        <Swatch key={name}>
          <Chip style={{ background: theme.color.bgSurface }}>
            <div
              style={{
                width: 88,
                height: 48,
                borderRadius: value,
                background: gradientCss(theme.gradient.accent),
                boxShadow: theme.shadow.md,
              }}
            />
          </Chip>
          <Caption>
            <strong>radius.{name}</strong>
            <code>{value}</code>
          </Caption>
        </Swatch>
      ))}
      {Object.entries(theme.shadow).map(([name, value]) => (
        <Swatch key={`shadow-${name}`}>
          <Chip style={{ background: theme.color.bgCanvas }}>
            <div
              style={{
                width: 88,
                height: 48,
                borderRadius: theme.radius.md,
                background: theme.color.bgRaised,
                boxShadow: value,
              }}
            />
          </Chip>
          <Caption>
            <strong>shadow.{name}</strong>
          </Caption>
        </Swatch>
      ))}
    </Grid>
  );
}

/**
 * A docs block under the theme the story shows: the toolbar's Theme (or Brand) choice, applied
 * by the preview's decorator like any story's, so the token pages follow the toolbar.
 */
export function ThemedDoc({
  title,
  children,
}: {
  /** The block's heading. */
  title: string;
  /** The token block shown under the theme. */
  children: ReactNode;
}) {
  const theme = useLobbyTheme();
  // Unstyled: the docs page's own heading, paragraph and code styles (dark text, white code)
  // would otherwise win over the theme's and vanish on a dark theme's canvas.
  return (
    <Unstyled>
      <ThemeScope>
        <Section>
          <Heading>{title}</Heading>
          <Note>
            Generated from <code>@lobby/tokens</code> for {theme.name}, the {theme.variant} variant
            plus its brand axes. Pick another theme in the toolbar.
          </Note>
          {children}
        </Section>
      </ThemeScope>
    </Unstyled>
  );
}

const Card = styled.div`
  display: grid;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgCanvas};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.body};
  & > strong {
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: 20px;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Dots = styled.div`
  display: flex;
  gap: 6px;
  & > span {
    width: 22px;
    height: 22px;
    border-radius: 50%;
    border: 1px solid rgba(128, 128, 128, 0.4);
  }
`;

/** Every named theme side by side: its variant, wordmark, key colours and fonts. */
export function ThemeGallery() {
  return (
    <Unstyled>
      <Grid style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {themeNames.map((name) => {
          const t = themes[name];
          return (
            <ThemeProvider key={name} theme={t} global={false}>
              <Card>
                <strong>{t.brand.logo.wordmark}</strong>
                <span style={{ fontSize: 12, color: t.color.textMuted }}>
                  {name} · {t.variant} · {t.colorScheme}
                </span>
                <Dots aria-hidden>
                  {[
                    t.color.bgCanvas,
                    t.color.bgSurface,
                    t.color.accent,
                    t.color.accentStrong,
                    t.color.secondary,
                    t.color.win,
                    t.color.loss,
                  ].map((c, i) => (
                    <span key={i} style={{ background: c }} />
                  ))}
                </Dots>
                <div
                  style={{
                    height: 36,
                    borderRadius: t.radius.md,
                    background: gradientCss(t.gradient.accent),
                    color: t.color.onAccent,
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    textTransform: t.font.controlCase,
                    letterSpacing:
                      t.font.controlCase === 'uppercase' ? t.font.letterSpacing.caps : 'normal',
                  }}
                >
                  Deposit
                </div>
              </Card>
            </ThemeProvider>
          );
        })}
      </Grid>
    </Unstyled>
  );
}
