/**
 * The three my-page layouts (screen variants). DIAMOND: a jewelled profile card with the
 * balance and quick actions, then the member areas as grouped list cards. RETRO: a chunky
 * framed balance poster and the areas as bold icon tiles. LITE: one plain column — a balance
 * line and a single list. CLASSY, SOFT-SLEEK and PRO-SLEEK have a file each beside this one;
 * all six compose the same parts (`parts.tsx`) over {@link useMyPage}.
 */
import { tokenVars } from '@lobby/tokens';
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
  gap: ${tokenVars.space.lg};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.gradient.hero};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.lg};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
    padding: ${tokenVars.space.xl};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.md};
  div {
    display: grid;
    gap: ${tokenVars.space.xxs};
    justify-items: start;
  }
`;

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
`;

const QuickButton = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.xxs};
  min-width: 84px;
  padding: ${tokenVars.space.sm};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgRaised};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.xs};
  font-weight: ${tokenVars.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  span {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    color: ${tokenVars.color.onAccent};
    background: ${tokenVars.gradient.accent};
  }
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  ${focusRing}
`;

const Groups = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const GroupBox = styled.section`
  display: grid;
  gap: ${tokenVars.space.sm};
`;

const GroupHeading = styled.h2`
  margin: 0 ${tokenVars.space.xs};
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
  font-weight: ${tokenVars.font.weight.bold};
  letter-spacing: ${tokenVars.font.letterSpacing.caps};
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
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  box-shadow: 8px 8px 0 ${tokenVars.color.accent};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${tokenVars.space.sm};
  }
  ${Title} {
    text-transform: uppercase;
    font-size: ${tokenVars.font.size.xxl};
  }
`;

const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
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
  gap: ${tokenVars.space.xs};
  min-height: 96px;
  padding: ${tokenVars.space.sm};
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSurface};
  color: ${tokenVars.color.text};
  text-decoration: none;
  text-align: center;
  font-weight: ${tokenVars.font.weight.bold};
  font-size: ${tokenVars.font.size.xs};
  text-transform: uppercase;
  letter-spacing: ${tokenVars.font.letterSpacing.caps};
  box-shadow: 4px 4px 0 ${tokenVars.color.border};
  transition: transform ${tokenVars.motion.duration.fast};
  svg {
    color: ${tokenVars.color.accentText};
  }
  &:hover {
    transform: translate(-2px, -2px);
    box-shadow: 4px 4px 0 ${tokenVars.color.accent};
  }
  ${focusRing}
`;

const GroupTitle = styled.h2`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.lg};
  text-transform: uppercase;
  letter-spacing: ${tokenVars.font.letterSpacing.display};
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
  gap: ${tokenVars.space.sm};
  padding-bottom: ${tokenVars.space.md};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  div {
    display: flex;
    align-items: center;
    gap: ${tokenVars.space.sm};
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
