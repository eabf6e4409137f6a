/**
 * The frame the payments screens share: one column on a phone and two on a desktop, the page
 * title, section headings, the invitation a guest sees instead of money, and the load-error
 * panel with its retry.
 */
import { Button, NoRecord, up } from '@lobby/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The page body. */
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

/** Two columns from a desktop width (the form, then the records), one on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** The screen's title. */
export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.xl};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
`;

/** A titled block of a page. */
export const Section = styled.section`
  display: grid;
  /* minmax(0, …): a wide child (the payment-type tabs) scrolls instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
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
`;

/** Muted help text. */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A vertical stack of form controls. */
export const Stack = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** A notice in a tone (turnover owed, limits reached). */
export const Notice = styled.div<{ $tone?: 'info' | 'warning' | 'danger' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme, $tone = 'info' }) => theme.color[$tone]};
  background: ${({ theme }) => theme.color.bgSunken};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: none;
    color: ${({ theme, $tone = 'info' }) => theme.color[$tone]};
  }
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
