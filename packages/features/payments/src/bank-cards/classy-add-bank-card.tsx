/**
 * CLASSY's add-bank-card page (spec §1): one framed panel, an engraved plate for the card
 * preview, and the banks as a ruled ledger; the same parts and hook as every layout.
 */
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
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 3px double ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow:
    inset 0 0 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.color.bgSurface},
    inset 0 0 0 calc(${({ theme }) => theme.space.xs} + 1px) ${({ theme }) => theme.color.border};
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

/** A centred serif title between two brass rules, like a card room's engraved sign. */
const SalonTitle = styled(Title)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-size: ${({ theme }) => theme.font.size.xxl};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.color.accent};
  }
`;

const Plate = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  outline: 1px solid ${({ theme }) => theme.color.border};
  outline-offset: -${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.bgSunken};
  text-align: center;
  p {
    margin: 0;
  }
  img {
    height: 28px;
    width: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .number {
    color: ${({ theme }) => theme.color.accentText};
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.xl};
    letter-spacing: 0.1em;
    overflow-wrap: anywhere;
    /* A one-pixel highlight under the glyphs reads as letters cut into the plate. */
    text-shadow: 0 1px 0 ${({ theme }) => theme.color.bgRaised};
  }
  .holder {
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family.display};
    font-variant: small-caps;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
  .bank {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
`;

const SalonColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const DetailColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Ledger = styled(BankRadios)`
  ${radioBase}
  legend {
    width: 100%;
    padding: 0 0 ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  .option {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    min-height: ${({ theme }) => theme.size.touch};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px dotted ${({ theme }) => theme.color.borderStrong};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family.display};
  }
  .option img {
    width: 64px;
    height: auto;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .option span {
    flex: 1;
  }
  .option .mark {
    color: ${({ theme }) => theme.color.accentText};
  }
  .option:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  .option:has(input:checked) {
    color: ${({ theme }) => theme.color.accentText};
    font-style: italic;
  }
  .option:has(input:focus-visible) {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
  .error {
    gap: ${({ theme }) => theme.space.xs};
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.xs};
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
