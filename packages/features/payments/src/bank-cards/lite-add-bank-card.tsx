/**
 * LITE's add-bank-card page (spec §1): one plain column with a native bank select; the same
 * parts and hook as every layout.
 */
import { tokenVars } from '@lobby/tokens';
import { Badge, ScreenPage } from '@lobby/ui';
import styled from 'styled-components';
import { Title } from '../parts/layout.tsx';
import type { AddBankCardScreenProps } from '../types.ts';
import {
  BankSelect,
  cardCountText,
  DetailFields,
  FormFrame,
  useAddBankCardScreen,
} from './add-bank-card-parts.tsx';

const LiteHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  padding-bottom: ${tokenVars.space.md};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

/** LITE's add-bank-card screen. */
export function LiteAddBankCard(props: AddBankCardScreenProps) {
  const { model, guest } = useAddBankCardScreen(props);
  if (guest) return guest;
  const { t } = model;
  const countText = cardCountText(model);
  return (
    <ScreenPage style={{ maxWidth: 560 }}>
      <LiteHead>
        <Title>{t('addCard.title')}</Title>
        {countText ? <Badge>{countText}</Badge> : null}
      </LiteHead>
      <FormFrame props={props} model={model}>
        <BankSelect model={model} />
        <DetailFields model={model} />
      </FormFrame>
    </ScreenPage>
  );
}
