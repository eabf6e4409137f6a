/**
 * LITE's my page: one plain column, at most 720 px wide: the name and VIP badge over a balance
 * line, then every member area in a single list.
 */
import { tokenVars } from '@lobby/tokens';
import styled from 'styled-components';
import type { MyPageProps } from '../types.ts';
import { EntryList } from './entry-links.tsx';
import { Balance, MemberName, MyPageFrame, Page, VipBadge, useMyPageLayout } from './parts.tsx';

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

/** LITE's one column: narrower than the other layouts' pages. */
const Column = styled(Page)`
  max-width: 720px;
`;

/** LITE's my page. */
export function LiteMyPage(props: MyPageProps) {
  const { model, t, go } = useMyPageLayout(props);
  const member = (
    <LiteHeader aria-labelledby="my-title">
      <div>
        <MemberName model={model} />
        <VipBadge model={model} />
      </div>
      <Balance model={model} size="lg" />
    </LiteHeader>
  );
  return (
    <MyPageFrame props={props} model={model} look={{ frame: Column }} member={member}>
      <EntryList
        model={model}
        label={t('groups.all')}
        entries={model.groups.flatMap((group) => group.entries)}
        go={go}
        iconSize={20}
      />
    </MyPageFrame>
  );
}
