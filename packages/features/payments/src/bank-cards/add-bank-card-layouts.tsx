/**
 * The first three add-bank-card layouts (a theme variant, spec §1), one form hook underneath
 * (the shared parts are in `add-bank-card-parts.tsx`; CLASSY and the sleek pair have a file
 * each beside this one).
 * DIAMOND: a live card preview beside the form, banks in a picker sheet. RETRO: a framed
 * poster with the banks as bold logo tiles. LITE: one plain column with a native select.
 */
import { Badge, Card, Icon, Picker, ScreenPage, Select, Skeleton, up } from '@lobby/ui';
import styled from 'styled-components';
import { Title } from '../parts/layout.tsx';
import type { AddBankCardScreenProps } from '../types.ts';
import {
  DetailFields,
  FormFrame,
  previewNumber,
  useAddBankCardScreen,
} from './add-bank-card-parts.tsx';

/* DIAMOND */

const DiamondGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Preview = styled.figure`
  display: grid;
  align-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  aspect-ratio: 1.586;
  max-width: 420px;
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  color: ${({ theme }) => theme.color.onAccent};
  background: ${({ theme }) =>
    `linear-gradient(${theme.gradient.accent.angle}deg, ${theme.gradient.accent.from}, ${theme.gradient.accent.to})`};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  img {
    height: 32px;
    width: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  p {
    margin: 0;
  }
  .number {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.xl};
    letter-spacing: 0.12em;
    overflow-wrap: anywhere;
  }
  .holder {
    font-size: ${({ theme }) => theme.font.size.sm};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
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
          {model.banksQuery.isLoading ? (
            <Skeleton lines={4} />
          ) : (
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
          )}
        </Card>
      </DiamondGrid>
    </ScreenPage>
  );
}

/* RETRO */

const Poster = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 3px solid ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: 8px 8px 0 ${({ theme }) => theme.color.accent};
  ${Title} {
    text-transform: uppercase;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const BankTiles = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-family: ${({ theme }) => theme.font.family.display};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
`;

const BankTile = styled.label`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 3px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgRaised};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-transform: uppercase;
  cursor: pointer;
  box-shadow: 4px 4px 0 ${({ theme }) => theme.color.border};
  img {
    width: 100%;
    max-width: 120px;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 4px 4px 0 ${({ theme }) => theme.color.accent};
  }
  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const TileError = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
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
        {model.banksQuery.isLoading ? (
          <Skeleton lines={4} />
        ) : (
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
        )}
      </Poster>
    </ScreenPage>
  );
}

/* LITE */

const LiteHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
`;

/** LITE's add-bank-card screen. */
export function LiteAddBankCard(props: AddBankCardScreenProps) {
  const { model, guest } = useAddBankCardScreen(props);
  if (guest) return guest;
  const { t, form } = model;
  const bankField = form.field('bank_name');
  const count = model.cards.data?.list.length;
  return (
    <ScreenPage style={{ maxWidth: 560 }}>
      <LiteHead>
        <Title>{t('addCard.title')}</Title>
        {count !== undefined && model.max !== undefined ? (
          <Badge>{t('cards.count', { count, max: model.max })}</Badge>
        ) : null}
      </LiteHead>
      {model.banksQuery.isLoading ? (
        <Skeleton lines={4} />
      ) : (
        <FormFrame props={props} model={model}>
          <Select
            label={t('addCard.bank')}
            placeholder={t('addCard.chooseBank')}
            options={model.banks.map((bank) => ({ value: bank.name, label: bank.name }))}
            value={bankField.value}
            onChange={(name) => form.set('bank_name', name)}
            status={bankField.status}
            message={bankField.message}
            required
          />
          <DetailFields model={model} />
        </FormFrame>
      )}
    </ScreenPage>
  );
}
