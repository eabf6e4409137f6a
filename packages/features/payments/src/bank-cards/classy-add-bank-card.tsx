/**
 * CLASSY's add-bank-card page (spec §1): one framed panel, an engraved plate for the card
 * preview, and the banks as a ruled ledger; the same parts and hook as every layout.
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, ScreenPage, up } from '@lobby/ui';
import styled from 'styled-components';
import { Title } from '../parts/layout.tsx';
import type { AddBankCardScreenProps } from '../types.ts';
import {
  BankRadios,
  DetailFields,
  FormFrame,
  previewNumber,
  radioBase,
  useAddBankCardScreen,
} from './add-bank-card-parts.tsx';

const Salon = styled.div`
  display: grid;
  gap: ${tokenVars.space.xl};
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${tokenVars.space.lg} ${tokenVars.space.md};
  border: 3px double ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSurface};
  box-shadow:
    inset 0 0 0 ${tokenVars.space.xs} ${tokenVars.color.bgSurface},
    inset 0 0 0 calc(${tokenVars.space.xs} + 1px) ${tokenVars.color.border};
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${tokenVars.space.xxl};
  }
`;

/** A centred serif title between two brass rules, like a card room's engraved sign. */
const SalonTitle = styled(Title)`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.md};
  text-align: center;
  font-weight: ${tokenVars.font.weight.regular};
  font-size: ${tokenVars.font.size.xxl};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${tokenVars.color.accent};
  }
`;

const Plate = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.sm};
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${tokenVars.space.xl} ${tokenVars.space.lg};
  border: 1px solid ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.md};
  outline: 1px solid ${tokenVars.color.border};
  outline-offset: -${({ theme }) => theme.space.sm};
  background: ${tokenVars.color.bgSunken};
  text-align: center;
  p {
    margin: 0;
  }
  img {
    height: 28px;
    width: auto;
    border-radius: ${tokenVars.radius.sm};
  }
  .number {
    color: ${tokenVars.color.accentText};
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.xl};
    letter-spacing: 0.1em;
    overflow-wrap: anywhere;
    /* A one-pixel highlight under the glyphs reads as letters cut into the plate. */
    text-shadow: 0 1px 0 ${tokenVars.color.bgRaised};
  }
  .holder {
    color: ${tokenVars.color.text};
    font-family: ${tokenVars.font.family.display};
    font-variant: small-caps;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
  .bank {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
`;

const SalonColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.xl};
  align-items: start;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const DetailColumn = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
  min-width: 0;
`;

const Ledger = styled(BankRadios)`
  ${radioBase}
  legend {
    width: 100%;
    padding: 0 0 ${tokenVars.space.xs};
    border-bottom: 1px solid ${tokenVars.color.accent};
    color: ${tokenVars.color.accentText};
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.lg};
  }
  .option {
    display: flex;
    align-items: center;
    gap: ${tokenVars.space.md};
    min-height: ${tokenVars.size.touch};
    padding: ${tokenVars.space.xs} ${tokenVars.space.sm};
    border-bottom: 1px dotted ${tokenVars.color.borderStrong};
    color: ${tokenVars.color.text};
    font-family: ${tokenVars.font.family.display};
  }
  .option img {
    width: 64px;
    height: auto;
    border: 1px solid ${tokenVars.color.border};
    border-radius: ${tokenVars.radius.sm};
  }
  .option span {
    flex: 1;
  }
  .option .mark {
    color: ${tokenVars.color.accentText};
  }
  .option:hover {
    background: ${tokenVars.color.bgHover};
  }
  .option:has(input:checked) {
    color: ${tokenVars.color.accentText};
    font-style: italic;
  }
  .option:has(input:focus-visible) {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: -2px;
  }
  .error {
    gap: ${tokenVars.space.xs};
    margin-top: ${tokenVars.space.sm};
    color: ${tokenVars.color.danger};
    font-size: ${tokenVars.font.size.xs};
  }
`;

/**
 * CLASSY's add-bank-card screen: a private card room's framed panel. The card being added is an
 * engraved plate at the top; below it the banks are a ruled ledger beside the details.
 */
export function ClassyAddBankCard(props: AddBankCardScreenProps) {
  const { model, guest } = useAddBankCardScreen(props);
  if (guest) return guest;
  const { t, form } = model;
  return (
    <ScreenPage>
      <Salon>
        <SalonTitle>{t('addCard.title')}</SalonTitle>
        <Plate aria-label={t('addCard.preview')}>
          {model.bank ? <img src={model.bank.logo} alt="" /> : <Icon name="crown" size={28} />}
          <p className="number">{previewNumber(form.values.account_number)}</p>
          <p className="holder">{form.values.account_name || t('addCard.holder')}</p>
          <p className="bank">{model.bank?.name ?? t('addCard.bank')}</p>
        </Plate>
        <FormFrame props={props} model={model}>
          <SalonColumns>
            <Ledger model={model} name="classy-bank" legend={t('addCard.bank')} />
            <DetailColumn>
              <DetailFields model={model} />
            </DetailColumn>
          </SalonColumns>
        </FormFrame>
      </Salon>
    </ScreenPage>
  );
}
