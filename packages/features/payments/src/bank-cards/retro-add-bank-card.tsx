/**
 * RETRO's add-bank-card page (spec §1): a framed poster with the banks as bold logo tiles; the
 * same parts and hook as every layout.
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, ScreenPage, up } from '@lobby/ui';
import styled from 'styled-components';
import { Title } from '../parts/layout.tsx';
import type { AddBankCardScreenProps } from '../types.ts';
import { DetailFields, FormFrame, useAddBankCardScreen } from './add-bank-card-parts.tsx';

const Poster = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  padding: ${tokenVars.space.lg};
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  box-shadow: 8px 8px 0 ${tokenVars.color.accent};
  ${Title} {
    text-transform: uppercase;
    font-size: ${tokenVars.font.size.xxl};
  }
`;

const BankTiles = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  legend {
    margin-bottom: ${tokenVars.space.sm};
    padding: 0;
    font-family: ${tokenVars.font.family.display};
    font-weight: ${tokenVars.font.weight.bold};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
`;

const BankTile = styled.label`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.sm};
  border: 3px solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgRaised};
  color: ${tokenVars.color.text};
  font-weight: ${tokenVars.font.weight.bold};
  font-size: ${tokenVars.font.size.xs};
  text-transform: uppercase;
  cursor: pointer;
  box-shadow: 4px 4px 0 ${tokenVars.color.border};
  img {
    width: 100%;
    max-width: 120px;
    height: auto;
    border-radius: ${tokenVars.radius.sm};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${tokenVars.color.accent};
    box-shadow: 4px 4px 0 ${tokenVars.color.accent};
  }
  &:has(input:focus-visible) {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
`;

const TileError = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  margin: 0;
  color: ${tokenVars.color.danger};
  font-size: ${tokenVars.font.size.xs};
`;

/** RETRO's add-bank-card screen. */
export function RetroAddBankCard(props: AddBankCardScreenProps) {
  const { model, guest } = useAddBankCardScreen(props);
  if (guest) return guest;
  const { t, form } = model;
  const bankField = form.field('bank_name');
  return (
    <ScreenPage>
      <Poster>
        <Title>{t('addCard.title')}</Title>
        <FormFrame props={props} model={model} submitLabel={t('addCard.submitRetro')}>
          <BankTiles aria-describedby={bankField.message ? 'retro-bank-error' : undefined}>
            <legend>{t('addCard.bank')}</legend>
            {model.banks.map((bank) => (
              <BankTile key={bank.name}>
                <input
                  type="radio"
                  name="retro-bank"
                  value={bank.name}
                  checked={form.values.bank_name === bank.name}
                  onChange={() => form.set('bank_name', bank.name)}
                />
                <img src={bank.logo} alt="" />
                {bank.name}
              </BankTile>
            ))}
          </BankTiles>
          {bankField.message ? (
            <TileError id="retro-bank-error" role="alert">
              <Icon name="warning" size={14} />
              {bankField.message}
            </TileError>
          ) : null}
          <DetailFields model={model} />
        </FormFrame>
      </Poster>
    </ScreenPage>
  );
}
