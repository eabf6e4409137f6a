/**
 * The pieces every my-page layout composes: the page frame, the title, the member's avatar and
 * name, the entry click guard, the guest invitation, the balance, the VIP badge and the
 * preferences list (the entry links and area groups are in `entry-links.tsx`). Kept in one place
 * so each layout differs only in arrangement and styling, never in behaviour or in the names
 * assistive technology (and the end-to-end tests) find.
 */
import { getHref, routes } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import {
  Avatar,
  Badge,
  BalanceDisplay,
  Button,
  Icon,
  List,
  ListItem,
  ScreenPage,
  up,
} from '@lobby/ui';
import type { ElementType, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { MyPageProps } from '../types.ts';
import type { AccountEntry } from './entries.ts';
import { useMyPage } from './use-my-page.ts';
import type { MyPageModel } from './use-my-page.ts';

/** The page column: the design system's screen page, as every other member screen has. */
export const Page = ScreenPage;

/** The page's one h1 (`#my-title`): the member's name, or the guest title. */
export const Title = styled.h1`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.xl};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
`;

/** The page's h1 for a member: their name (an ellipsis until it has loaded). */
export function MemberName({ model }: { model: MyPageModel }) {
  return <Title id="my-title">{model.user?.username ?? '…'}</Title>;
}

/** The member's avatar at `size` px, with their VIP level where the brand shows VIP. */
export function MemberAvatar({ model, size }: { model: MyPageModel; size: number }) {
  return (
    <Avatar
      name={model.user?.username ?? '?'}
      {...(model.user?.avatar ? { src: model.user.avatar } : {})}
      size={size}
      {...(model.vipLevel !== undefined ? { vipLevel: model.vipLevel } : {})}
    />
  );
}

/**
 * The click of an entry's link: in the app, a guest on a member-only entry is asked to sign in
 * and anyone else goes there; a modified click (a new tab or window) is left to the browser.
 */
export function useEntryAction(props: MyPageProps) {
  const navigate = useNavigate();
  return (entry: AccountEntry) => (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (routes[entry.route].auth && !props.session.isSignedIn()) {
      props.onRequireSignIn();
      return;
    }
    void navigate(entry.href);
  };
}

const GuestBox = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
  justify-items: start;
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  p {
    margin: 0;
    color: ${tokenVars.color.textMuted};
  }
  div {
    display: flex;
    gap: ${tokenVars.space.sm};
  }
`;

/**
 * A guest's invitation to sign in or join, in place of the member panel. `className` lets a
 * layout restyle the box while the title, text and buttons stay the same for everyone.
 */
export function GuestPanel({
  model,
  brandName,
  className,
}: {
  model: MyPageModel;
  brandName: string;
  className?: string;
}) {
  const { t } = model;
  const navigate = useNavigate();
  return (
    <GuestBox aria-labelledby="my-title" className={className}>
      <Title id="my-title">{t('guest.title')}</Title>
      <p>{t('guest.text', { brand: brandName })}</p>
      <div>
        <Button onClick={() => navigate(getHref('SIGN_IN'))}>{t('guest.signIn')}</Button>
        <Button
          variant="secondary"
          onClick={() => navigate(getHref('SIGN_IN', null, { tab: 'register' }))}
        >
          {t('guest.join')}
        </Button>
      </div>
    </GuestBox>
  );
}

/** The member's balance with its visibility toggle and refresh, labelled in the member's language. */
export function Balance({ model, size }: { model: MyPageModel; size: 'lg' | 'xl' }) {
  const { t } = model;
  return (
    <BalanceDisplay
      amount={model.balance ?? 0}
      loading={model.balance === undefined}
      currency={model.currency}
      hidden={model.hidden}
      onToggleHidden={model.toggleHidden}
      onRefresh={model.refresh}
      refreshing={model.refreshing}
      label={t('balance.label')}
      toggleLabel={model.hidden ? t('balance.show') : t('balance.hide')}
      refreshLabel={t('balance.refresh')}
      size={size}
    />
  );
}

/** The member's VIP level, only where the brand shows VIP. */
export function VipBadge({ model }: { model: MyPageModel }) {
  if (model.vipLevel === undefined) return null;
  return (
    <Badge tone="vip" icon="crown">
      {model.t('vip.level', { level: model.vipLevel })}
    </Badge>
  );
}

/** Language and, for a member, log out: the site owns both dialogs. */
export function FooterActions({ props, model }: { props: MyPageProps; model: MyPageModel }) {
  const { t } = model;
  return (
    <List label={t('groups.preferences')}>
      <ListItem
        leading={<Icon name="globe" size={20} />}
        title={t('entries.language')}
        trailing={props.languageName}
        chevron
        onClick={props.onOpenLanguage}
      />
      {model.signedIn ? (
        <ListItem
          leading={<Icon name="logout" size={20} />}
          title={t('entries.logout')}
          onClick={props.onLogout}
        />
      ) : null}
    </List>
  );
}

/**
 * The member areas' box, two columns from the `$from` breakpoint up (default `lg`), each
 * column's panels at their own height.
 */
export const AreaColumns = styled.div<{ $from?: 'md' | 'lg' }>`
  display: grid;
  gap: ${tokenVars.space.lg};
  ${({ theme, $from = 'lg' }) => up(theme, $from)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** The model, translator and entry click of a my-page layout: what every layout starts from. */
export function useMyPageLayout(props: MyPageProps) {
  const model = useMyPage(props);
  const go = useEntryAction(props);
  return { model, t: model.t, go };
}

/**
 * What a layout restyles of the frame every my-page layout shares: the page (`frame`), the
 * guest's invitation (`guest`, a restyled {@link GuestPanel}) and a box around the preferences
 * list (`footer`). Each defaults to the plain part.
 */
export interface MyPageLook {
  readonly frame?: ElementType;
  readonly guest?: ElementType<{ model: MyPageModel; brandName: string }>;
  readonly footer?: ElementType;
}

/**
 * A my-page layout's frame, the same in all six: the member's panel (`member`) or the guest's
 * invitation, then the areas (`children`), then the preferences list, drawn in `look`.
 */
export function MyPageFrame({
  props,
  model,
  look: { frame: Frame = Page, guest: Guest = GuestPanel, footer: Footer } = {},
  member,
  children,
}: {
  props: MyPageProps;
  model: MyPageModel;
  look?: MyPageLook;
  member: ReactNode;
  children: ReactNode;
}) {
  const footer = <FooterActions props={props} model={model} />;
  return (
    <Frame>
      {model.signedIn ? member : <Guest model={model} brandName={props.brandName} />}
      {children}
      {Footer ? <Footer>{footer}</Footer> : footer}
    </Frame>
  );
}
