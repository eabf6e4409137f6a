/**
 * The pieces every provider-list layout composes: the page frame, the header (title, lead, the
 * all-games link), each provider's wallet strip, the loading/failure/empty states, the provider
 * grid, the provider as a link (or as text when it cannot be opened) and its state badge, and
 * {@link ProviderListScreen} that puts them together. Shared so the six layouts (one file each)
 * hold only their styling and the arrangement of a provider's card, never behaviour or the
 * names assistive technology finds.
 */
import { useChannelBalanceQuery } from '@lobby/api-client/wallet';
import { useBrandCurrency } from '@lobby/api-client/config';
import { formatMoney } from '@lobby/domain/money';
import { tokenVars } from '@lobby/tokens';
import { Badge, Button, NoRecord, ScreenPage, Skeleton, up } from '@lobby/ui';
import { providerArtwork } from '@lobby/ui/artwork';
import type { CSSProperties, ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Artwork } from '../parts/artwork.tsx';
import type { GamesScreenProps } from '../types.ts';
import { useProviderList } from './use-provider-list.ts';
import type { ProviderEntry, ProviderListModel } from './use-provider-list.ts';

/** Props of every provider-list layout (DIAMOND, RETRO, LITE, CLASSY, SOFT-SLEEK, PRO-SLEEK). */
export type ProviderListProps = GamesScreenProps;

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

/** `count` skeleton blocks of one size, for a layout's loading grid. */
export function skeletons(count: number, height: string, radius: string): ReactNode[] {
  return Array.from({ length: count }, (_, i) => (
    <Skeleton key={i} height={height} radius={radius} />
  ));
}

/** How a layout draws its header; the texts and their order are the same in every layout. */
export interface ListHeadLayout {
  /** The styled header element. */
  readonly Frame: ComponentType<{ children?: ReactNode }>;
  /** Whether the lead line shows under the title (default true). */
  readonly lead?: boolean;
  /** Whether the title and lead sit together in one box (a hero with the link beside it). */
  readonly grouped?: boolean;
  /** The all-games link, drawn the layout's way around its label. */
  link(to: string, label: string): ReactNode;
}

/** The header: the page's h1, the lead, and the link to all the type's games when there is one. */
export function ListHead({ model, layout }: { model: ProviderListModel; layout: ListHeadLayout }) {
  const { t } = model;
  const { Frame, lead = true, grouped = false } = layout;
  const title = <Title>{t('providers.title', { type: model.typeName })}</Title>;
  const leadLine = lead ? <Lead>{t('providers.lead')}</Lead> : null;
  return (
    <Frame>
      {grouped ? (
        <div>
          {title}
          {leadLine}
        </div>
      ) : (
        <>
          {title}
          {leadLine}
        </>
      )}
      {model.allGamesHref
        ? layout.link(model.allGamesHref, t('providers.allGames', { type: model.typeName }))
        : null}
    </Frame>
  );
}

/** What a layout's card is drawn from: the entry and the shared pieces bound to it. */
export interface EntryParts {
  readonly entry: ProviderEntry;
  readonly model: ProviderListModel;
  /** "{count} games". */
  readonly games: string;
  /** The provider's picture, with the state badge on it when `badge`. */
  art(badge?: boolean): ReactNode;
  /** The wallet strip: the member's balance there (nothing for a guest), in `className`'s box. */
  balance(className?: string): ReactNode;
}

/** Props of {@link ProviderListScreen}: what one layout supplies. */
export interface ProviderListScreenProps {
  readonly props: ProviderListProps;
  /** The page frame (default {@link Page}) and its inline style. */
  readonly Frame?: ComponentType<{ children?: ReactNode; style?: CSSProperties }>;
  readonly frameStyle?: CSSProperties;
  readonly head: ListHeadLayout;
  /** What shows while the providers load. */
  readonly skeleton: ReactNode;
  /** The provider grid (a list). */
  readonly List: ComponentType<{ children?: ReactNode; 'aria-label'?: string }>;
  /** One provider's card inside its list item. */
  card(parts: EntryParts): ReactNode;
}

/** One provider-list screen: header, states, and the provider grid of a layout's cards. */
export function ProviderListScreen({
  props,
  Frame = Page,
  frameStyle,
  head,
  skeleton,
  List,
  card,
}: ProviderListScreenProps) {
  const model = useProviderList(props);
  const { t } = model;
  const partsOf = (entry: ProviderEntry): EntryParts => ({
    entry,
    model,
    games: t('providers.games', { count: entry.channel.game_count }),
    art: (badge = false) => (
      <ProviderArt
        entry={entry}
        gameType={model.gameType}
        logoSrc={props.logoSrc}
        brandName={props.brandName}
        badge={badge}
      />
    ),
    balance: (className) => {
      if (!model.signedIn) return null;
      const strip = <ChannelBalance channelId={entry.channel.id} label={t('providers.balance')} />;
      return className ? <span className={className}>{strip}</span> : strip;
    },
  });
  return (
    <Frame {...(frameStyle ? { style: frameStyle } : {})}>
      <ListHead model={model} layout={head} />
      <States model={model} skeleton={skeleton} />
      {hasContent(model) ? (
        <List aria-label={t('providers.label')}>
          {model.providers.map((entry) => (
            <li key={entry.channel.id}>{card(partsOf(entry))}</li>
          ))}
        </List>
      ) : null}
    </Frame>
  );
}

/** `count` equal columns as a grid template. */
function columns(count: number): string {
  return count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`;
}

/**
 * The provider grid of the card layouts: a bare list in `base` columns, `md` from the md
 * breakpoint and `lg` (with the wider `lgGap`) from lg.
 */
export function providerGrid(
  base: number,
  md: number,
  lg: number,
  lgGap: 'lg' | 'xl',
): ReturnType<typeof css> {
  return css`
    display: grid;
    grid-template-columns: ${columns(base)};
    gap: ${tokenVars.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
    ${({ theme }) => up(theme, 'md')} {
      grid-template-columns: ${columns(md)};
    }
    ${({ theme }) => up(theme, 'lg')} {
      grid-template-columns: ${columns(lg)};
      gap: ${({ theme }) => theme.space[lgGap]};
    }
  `;
}
