/**
 * DIAMOND's my page: a jewelled profile card with the avatar, the balance and quick actions,
 * then the member areas as grouped list cards, two to a row on a desktop.
 */
import { focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyPageProps } from '../types.ts';
import { QUICK_ACTIONS } from './entries.ts';
import { AreaGroups, EntryLinks, EntryList } from './entry-links.tsx';
import {
  AreaColumns,
  Balance,
  MemberAvatar,
  MemberName,
  MyPageFrame,
  VipBadge,
  useMyPageLayout,
} from './parts.tsx';

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
  const { model, t, go } = useMyPageLayout(props);
  const member = (
    <Profile aria-labelledby="my-title">
      <Who>
        <MemberAvatar model={model} size={64} />
        <div>
          <MemberName model={model} />
          <VipBadge model={model} />
        </div>
      </Who>
      <Balance model={model} size="xl" />
      <Quick>
        <EntryLinks
          model={model}
          entries={QUICK_ACTIONS}
          go={go}
          link={QuickButton}
          iconSize={18}
          disc
        />
      </Quick>
    </Profile>
  );
  return (
    <MyPageFrame props={props} model={model} member={member}>
      <AreaColumns>
        <AreaGroups model={model} box={GroupBox} heading={GroupHeading}>
          {(group) => (
            <EntryList
              model={model}
              label={t(group.title)}
              entries={group.entries}
              go={go}
              iconSize={20}
            />
          )}
        </AreaGroups>
      </AreaColumns>
    </MyPageFrame>
  );
}
