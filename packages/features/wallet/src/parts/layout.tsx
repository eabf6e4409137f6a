/**
 * The frame every wallet screen shares: one column on a phone, wider on a desktop; the
 * invitation a guest sees instead of money; and the error panel with its retry.
 */
import { Button, NoRecord, up } from '@lobby/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The page body under the header. */
export const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
`;

/** A titled block of a page. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** A section heading. */
export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

/** Muted help text. */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What a guest sees on a member-only screen: an invitation and the sign-in action. */
export function SignInPrompt({
  title,
  text,
  action,
  onRequireSignIn,
}: {
  title: string;
  text: string;
  action: string;
  onRequireSignIn: () => void;
}) {
  return (
    <Page>
      <NoRecord
        title={title}
        description={text}
        action={<Button onClick={onRequireSignIn}>{action}</Button>}
      />
    </Page>
  );
}

/** A failed load: the server's message and a retry (spec §8 "Load Failed, Please Try Again"). */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  busy = false,
  children,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
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
