/**
 * The three my-page layouts (screen variants). DIAMOND: a jewelled profile card with the
 * balance and quick actions, then the member areas as grouped list cards. RETRO: a chunky
 * framed balance poster and the areas as bold icon tiles. LITE: one plain column — a balance
 * line and a single list. CLASSY, SOFT-SLEEK and PRO-SLEEK have a file each beside this one;
 * all six compose the same parts (`parts.tsx`) over {@link useMyPage}.
 */
import { Avatar, Icon, List, ListItem, focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyPageProps } from '../types.ts';
import { QUICK_ACTIONS } from './entries.ts';
import {
  Balance,
  FooterActions,
  GuestPanel,
  Page,
  Title,
  VipBadge,
  useEntryAction,
} from './parts.tsx';
import { useMyPage } from './use-my-page.ts';

/* DIAMOND */

const Profile = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    justify-items: start;
  }
`;

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const QuickButton = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 84px;
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgRaised};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  span {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    color: ${({ theme }) => theme.color.onAccent};
    background: ${({ theme }) => `linear-gradient(${theme.gradient.accent.angle}deg, ${theme.gradient.accent.from}, ${theme.gradient.accent.to})`};
  }
  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  ${focusRing}
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const GroupBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const GroupHeading = styled.h2`
  margin: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  text-transform: uppercase;
`;

/** DIAMOND's my page. */
export function DiamondMyPage(props: MyPageProps) {
  const model = useMyPage(props);
  const { t } = model;
  const go = useEntryAction(props);
  return (
    <Page>
      {model.signedIn ? (
        <Profile aria-labelledby="my-title">
          <Who>
            <Avatar
              name={model.user?.username ?? '?'}
              {...(model.user?.avatar ? { src: model.user.avatar } : {})}
              size={64}
              {...(model.vipLevel !== undefined ? { vipLevel: model.vipLevel } : {})}
            />
            <div>
              <Title id="my-title">{model.user?.username ?? '…'}</Title>
              <VipBadge model={model} />
            </div>
          </Who>
          <Balance model={model} size="xl" />
          <Quick>
            {QUICK_ACTIONS.map((entry) => (
              <QuickButton key={entry.route} to={entry.href} onClick={go(entry)}>
                <span aria-hidden="true">
                  <Icon name={entry.icon} size={18} />
                </span>
                {t(entry.label)}
              </QuickButton>
            ))}
          </Quick>
        </Profile>
      ) : (
        <GuestPanel model={model} brandName={props.brandName} />
      )}
      <Groups>
        {model.groups.map((group) => (
          <GroupBox key={group.id} aria-labelledby={`group-${group.id}`}>
            <GroupHeading id={`group-${group.id}`}>{t(group.title)}</GroupHeading>
            <List label={t(group.title)}>
              {group.entries.map((entry) => (
                <ListItem
                  key={entry.route}
                  leading={<Icon name={entry.icon} size={20} />}
                  title={t(entry.label)}
                  chevron
                  href={entry.href}
                  onClick={go(entry)}
                />
              ))}
            </List>
          </GroupBox>
        ))}
      </Groups>
      <FooterActions props={props} model={model} />
    </Page>
  );
}

/* RETRO */

const RetroPoster = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 3px solid ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: 8px 8px 0 ${({ theme }) => theme.color.accent};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
  ${Title} {
    text-transform: uppercase;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 96px;
  padding: ${({ theme }) => theme.space.sm};
  border: 3px solid ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-transform: uppercase;
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  box-shadow: 4px 4px 0 ${({ theme }) => theme.color.border};
  transition: transform ${({ theme }) => theme.motion.duration.fast}ms;
  svg {
    color: ${({ theme }) => theme.color.accentText};
  }
  &:hover {
    transform: translate(-2px, -2px);
    box-shadow: 4px 4px 0 ${({ theme }) => theme.color.accent};
  }
  ${focusRing}
`;

const GroupTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-transform: uppercase;
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
`;

/** RETRO's my page. */
export function RetroMyPage(props: MyPageProps) {
  const model = useMyPage(props);
  const { t } = model;
  const guard = useEntryAction(props);
  return (
    <Page>
      {model.signedIn ? (
        <RetroPoster aria-labelledby="my-title">
          <header>
            <Title id="my-title">{model.user?.username ?? '…'}</Title>
            <VipBadge model={model} />
          </header>
          <Balance model={model} size="xl" />
        </RetroPoster>
      ) : (
        <GuestPanel model={model} brandName={props.brandName} />
      )}
      {model.groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`group-${group.id}`}
          style={{ display: 'grid', gap: 12 }}
        >
          <GroupTitle id={`group-${group.id}`}>{t(group.title)}</GroupTitle>
          <TileGrid>
            {group.entries.map((entry) => (
              <Tile key={entry.route} to={entry.href} onClick={guard(entry)}>
                <Icon name={entry.icon} size={26} />
                {t(entry.label)}
              </Tile>
            ))}
          </TileGrid>
        </section>
      ))}
      <FooterActions props={props} model={model} />
    </Page>
  );
}

/* LITE */

const LiteHeader = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** LITE's my page. */
export function LiteMyPage(props: MyPageProps) {
  const model = useMyPage(props);
  const { t } = model;
  const go = useEntryAction(props);
  return (
    <Page style={{ maxWidth: 720 }}>
      {model.signedIn ? (
        <LiteHeader aria-labelledby="my-title">
          <div>
            <Title id="my-title">{model.user?.username ?? '…'}</Title>
            <VipBadge model={model} />
          </div>
          <Balance model={model} size="lg" />
        </LiteHeader>
      ) : (
        <GuestPanel model={model} brandName={props.brandName} />
      )}
      <List label={t('groups.all')}>
        {model.groups
          .flatMap((group) => group.entries)
          .map((entry) => (
            <ListItem
              key={entry.route}
              leading={<Icon name={entry.icon} size={20} />}
              title={t(entry.label)}
              chevron
              href={entry.href}
              onClick={go(entry)}
            />
          ))}
      </List>
      <FooterActions props={props} model={model} />
    </Page>
  );
}
