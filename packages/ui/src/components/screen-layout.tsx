/**
 * The frame member screens share: the page body under the header (one column on a phone,
 * roomier on a desktop), titled sections, muted help text, the invitation a guest sees on a
 * member-only screen, and the failed-load panel with its retry (spec §8 "Load Failed, Please
 * Try Again").
 */
import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { up } from '../theme/theme-provider.tsx';
import { Button } from './button.tsx';
import { NoRecord } from './placeholders.tsx';

/** The page body under the header. */
export const ScreenPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.lg};
  max-width: ${tokenVars.size.contentMax};
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${tokenVars.space.xl} ${tokenVars.space.lg};
  }
`;

/** A titled block of a page. */
export const ScreenSection = styled.section`
  display: grid;
  /* minmax(0, …): a wide child (a row of tabs) scrolls instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.md};
  min-width: 0;
`;

/** A section heading. */
export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.sm};
  margin: 0;
  font-size: ${tokenVars.font.size.md};
  font-weight: ${tokenVars.font.weight.bold};
  color: ${tokenVars.color.text};
`;

/** Muted help text. */
export const Hint = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
`;

/** Props of {@link SignInPrompt}. */
export interface SignInPromptProps {
  /** The headline (e.g. "Sign in to see your records"). */
  readonly title: string;
  /** A line under it saying why. */
  readonly text: string;
  /** The sign-in button's label. */
  readonly action: string;
  /** Called by the sign-in button (the site shows its 'Please Sign In' dialog). */
  onRequireSignIn(): void;
}

/** What a guest sees on a member-only screen: an invitation and the sign-in action. */
export function SignInPrompt({ title, text, action, onRequireSignIn }: SignInPromptProps) {
  return (
    <ScreenPage>
      <NoRecord
        title={title}
        description={text}
        action={<Button onClick={onRequireSignIn}>{action}</Button>}
      />
    </ScreenPage>
  );
}

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** The server's message (or the spec §8 load-failed text). */
  readonly message: string;
  /** Label of the retry button. */
  readonly retryLabel: string;
  /** Called by the retry button: load again. */
  onRetry(): void;
  /** The retry is on its way. */
  readonly busy?: boolean;
  /** More detail under the message. */
  readonly children?: ReactNode;
}

/** A failed load, announced: the message and a retry. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  busy = false,
  children,
}: LoadErrorProps) {
  return (
    <div role="alert">
      <NoRecord
        title={message}
        description={children}
        action={
          <Button variant="secondary" iconStart="refresh" loading={busy} onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      />
    </div>
  );
}
