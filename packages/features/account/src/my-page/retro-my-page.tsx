/**
 * RETRO's my page: a chunky framed balance poster with a hard offset shadow, and the member
 * areas as bold outlined icon tiles under poster-type group titles.
 */
import { tokenVars } from '@lobby/tokens';
import { focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyPageProps } from '../types.ts';
import { AreaGroups, EntryLinks } from './entry-links.tsx';
import { Balance, MemberName, MyPageFrame, Title, VipBadge, useMyPageLayout } from './parts.tsx';

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

/** One area: its title over its tiles. */
const Group = styled.section`
  display: grid;
  gap: 12px;
`;

/** RETRO's my page. */
export function RetroMyPage(props: MyPageProps) {
  const { model, go } = useMyPageLayout(props);
  const member = (
    <RetroPoster aria-labelledby="my-title">
      <header>
        <MemberName model={model} />
        <VipBadge model={model} />
      </header>
      <Balance model={model} size="xl" />
    </RetroPoster>
  );
  return (
    <MyPageFrame props={props} model={model} member={member}>
      <AreaGroups model={model} box={Group} heading={GroupTitle}>
        {(group) => (
          <TileGrid>
            <EntryLinks model={model} entries={group.entries} go={go} link={Tile} iconSize={26} />
          </TileGrid>
        )}
      </AreaGroups>
    </MyPageFrame>
  );
}
