/**
 * DIAMOND's add-bank-card page (spec §1): a live card preview beside the form, the banks in a
 * picker sheet; the same parts and hook as every layout.
 */
import { tokenVars } from '@lobby/tokens';
import { Card, Icon, Picker, ScreenPage, up } from '@lobby/ui';
import styled from 'styled-components';
import { Title } from '../parts/layout.tsx';
import type { AddBankCardScreenProps } from '../types.ts';
import {
  DetailFields,
  FormFrame,
  previewNumber,
  useAddBankCardScreen,
} from './add-bank-card-parts.tsx';

const DiamondGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.lg};
  align-items: start;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Preview = styled.figure`
  display: grid;
  align-content: space-between;
  gap: ${tokenVars.space.lg};
  aspect-ratio: 1.586;
  max-width: 420px;
  width: 100%;
  margin: 0;
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  color: ${tokenVars.color.onAccent};
  background: ${tokenVars.gradient.accent};
  box-shadow: ${tokenVars.shadow.lg};
  img {
    height: 32px;
    width: auto;
    border-radius: ${tokenVars.radius.sm};
  }
  p {
    margin: 0;
  }
  .number {
    font-family: ${tokenVars.font.family.mono};
    font-size: ${tokenVars.font.size.xl};
    letter-spacing: 0.12em;
    overflow-wrap: anywhere;
  }
  .holder {
    font-size: ${tokenVars.font.size.sm};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
`;

/** DIAMOND's add-bank-card screen. */
export function DiamondAddBankCard(props: AddBankCardScreenProps) {
  const { model, guest } = useAddBankCardScreen(props);
  if (guest) return guest;
  const { t, form } = model;
  const bankField = form.field('bank_name');
  return (
    <ScreenPage>
      <Title>{t('addCard.title')}</Title>
      <DiamondGrid>
        <Preview aria-label={t('addCard.preview')}>
          {model.bank ? <img src={model.bank.logo} alt="" /> : <Icon name="ticket" size={32} />}
          <p className="number">{previewNumber(form.values.account_number)}</p>
          <p className="holder">{form.values.account_name || t('addCard.holder')}</p>
        </Preview>
        <Card>
          <FormFrame props={props} model={model}>
            <Picker
              label={t('addCard.bank')}
              title={t('addCard.chooseBank')}
              placeholder={t('addCard.chooseBank')}
              options={model.banks.map((bank) => ({ value: bank.name, label: bank.name }))}
              value={bankField.value || undefined}
              onChange={(name) => form.set('bank_name', name)}
              status={bankField.status}
              message={bankField.message}
            />
            <DetailFields model={model} />
          </FormFrame>
        </Card>
      </DiamondGrid>
    </ScreenPage>
  );
}
