/**
 * The pieces every provider-list layout composes: the page frame and title, each provider's
 * wallet balance, the loading/failure/empty states, the provider as a link (or as text when it
 * cannot be opened) and its state badge. Shared so the six layouts differ only in arrangement
 * and styling, never in behaviour or in the names assistive technology finds.
 */
import { useChannelBalanceQuery } from '@lobby/api-client/wallet';
import { useBrandCurrency } from '@lobby/api-client/config';
import { formatMoney } from '@lobby/domain/money';
import { tokenVars } from '@lobby/tokens';
import { Badge, Button, NoRecord, ScreenPage, Skeleton } from '@lobby/ui';
import { providerArtwork } from '@lobby/ui/artwork';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Artwork } from '../parts/artwork.tsx';
import type { ProviderEntry, ProviderListModel } from './use-provider-list.ts';

/** The page column: the design system's screen page, as every other member screen has. */
export const Page = ScreenPage;

/** The page's one h1: "{type} providers". */
export const Title = styled.h1`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.xl};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
`;

/** The muted line under the title. */
export const Lead = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
`;

const BalanceText = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${tokenVars.font.weight.bold};
  color: ${tokenVars.color.text};
`;

/** The member's balance in one provider's wallet (games.channelBalance, asked for when shown). */
export function ChannelBalance({ channelId, label }: { channelId: number; label: string }) {
  const currency = useBrandCurrency();
  const balance = useChannelBalanceQuery({ id: channelId, $options: { handleErrors: true } });
  return (
    <span>
      <span className="label">{label} </span>
      {balance.data ? (
        <BalanceText>{formatMoney(balance.data.balance, { currency })}</BalanceText>
      ) : balance.isError ? (
        <BalanceText>—</BalanceText>
      ) : (
        <Skeleton width="64px" height="1em" />
      )}
    </span>
  );
}

/** Loading, failure and empty states shared by the layouts; `undefined` when there are providers. */
export function States({ model, skeleton }: { model: ProviderListModel; skeleton: ReactNode }) {
  const { t } = model;
  if (model.loading) return <div aria-busy="true">{skeleton}</div>;
  if (model.error)
    return (
      <NoRecord
        title={t('messages:FAILED_TO_GET_DATA')}
        description={t('providers.errorHint')}
        action={
          <Button variant="secondary" iconStart="refresh" onClick={model.retry}>
            {t('providers.retry')}
          </Button>
        }
      />
    );
  if (model.providers.length === 0)
    return <NoRecord title={t('providers.emptyTitle')} description={t('providers.empty')} />;
  return null;
}

/** Whether there are providers to show (not loading, not failed, not empty). */
export function hasContent(model: ProviderListModel) {
  return !model.loading && !model.error && model.providers.length > 0;
}

/** A provider as a link when it can be opened, as plain text when it cannot. */
export function ProviderLink({
  entry,
  className,
  children,
}: {
  entry: ProviderEntry;
  className?: string;
  children: ReactNode;
}) {
  if (!entry.available)
    return (
      <div className={className} data-unavailable="true">
        {children}
      </div>
    );
  return (
    <Link className={className} to={entry.href}>
      {children}
    </Link>
  );
}

/** The generated artwork of a provider without an uploaded logo. */
export function art(entry: ProviderEntry, gameType: string) {
  return () => providerArtwork({ name: entry.channel.name, gameType });
}

/**
 * A provider's picture in the `art` slot every layout styles: its logo (or generated artwork)
 * and, where the layout shows it there, the state badge.
 */
export function ProviderArt({
  entry,
  gameType,
  logoSrc,
  brandName,
  badge = false,
}: {
  entry: ProviderEntry;
  gameType: string;
  logoSrc: string | undefined;
  brandName: string;
  /** Whether the state badge sits on the picture (card layouts) rather than beside it. */
  badge?: boolean;
}) {
  return (
    <span className="art">
      <Artwork
        src={entry.channel.logo}
        generated={art(entry, gameType)}
        logoSrc={logoSrc}
        brandName={brandName}
      />
      {badge ? <StateBadge entry={entry} /> : null}
    </span>
  );
}

/** A provider's maintenance or partly-closed state as a badge; nothing when it is open. */
export function StateBadge({ entry, className }: { entry: ProviderEntry; className?: string }) {
  if (entry.state === 'open') return null;
  return (
    <span className={className ?? 'state'}>
      <Badge tone={entry.state === 'partial' ? 'info' : 'pending'} solid icon="settings">
        {entry.meta}
      </Badge>
    </span>
  );
}
