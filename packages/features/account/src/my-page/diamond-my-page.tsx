/**
 * DIAMOND's my page: a jewelled profile card with the avatar, the balance and quick actions,
 * then the member areas as grouped list cards, two to a row on a desktop.
 */
import { tokenVars } from '@lobby/tokens';
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
