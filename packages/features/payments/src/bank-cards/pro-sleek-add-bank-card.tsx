/**
 * PRO-SLEEK's add-bank-card page (spec §1): a dense desk, with a native select and the fields
 * two to a row, and a live summary beside them; the same parts and hook as every layout.
 */
import { ScreenPage, up } from '@lobby/ui';
import styled from 'styled-components';
import { Title } from '../parts/layout.tsx';
import type { AddBankCardScreenProps } from '../types.ts';
import {
  BankSelect,
  cardCountText,
  DetailFields,
  FormFrame,
  previewNumber,
  useAddBankCardScreen,
} from './add-bank-card-parts.tsx';

const Desk = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) 300px;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** The desk's header strip: condensed caps title, the slots used, in one tight row. */
const DeskBar = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 2px solid ${({ theme }) => theme.color.accent};
  ${({ theme }) => up(theme, 'lg')} {
    grid-column: 1 / -1;
  }
  ${Title} {
    text-transform: uppercase;
    font-size: ${({ theme }) => theme.font.size.lg};
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
  .slots {
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSurface};
  min-width: 0;
`;

/** The fields two to a row from a small tablet up; the password gets the full width. */
const DenseFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => up(theme, 'sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.md};
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

/** The live summary: a ticket of what will be saved, numbers in mono, read as a list of terms. */
const Ticket = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 3px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSunken};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ theme }) => up(theme, 'lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
    grid-column: 2;
    grid-row: 2;
    padding: ${({ theme }) => theme.space.md};
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.family.display};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
    font-size: ${({ theme }) => theme.font.size.xs};
    align-self: center;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
    text-align: right;
    overflow-wrap: anywhere;
  }
  .mono {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/** An unfilled value in the summary: a dash, so the rows keep their shape as they fill. */
const EMPTY = '—';

/**
 * PRO-SLEEK's add-bank-card screen: a trader's desk. Dense rows, a native bank select and the
 * fields two to a row, with a live summary of the card beside the form on a desktop (above it
 * on a phone, compact).
 */
export function ProSleekAddBankCard(props: AddBankCardScreenProps) {
  const { model, guest } = useAddBankCardScreen(props);
  if (guest) return guest;
  const { t, form } = model;
  const countText = cardCountText(model);
  const account = form.values.account_number.trim();
  return (
    <ScreenPage>
      <Desk>
        <DeskBar>
          <Title>{t('addCard.title')}</Title>
          {countText ? <span className="slots">{countText}</span> : null}
        </DeskBar>
        <Ticket aria-label={t('addCard.preview')}>
          <dl>
            <dt>{t('addCard.bank')}</dt>
            <dd>{model.bank?.name ?? EMPTY}</dd>
            <dt>{t('addCard.accountNumber')}</dt>
            <dd className="mono">{account ? previewNumber(account) : EMPTY}</dd>
            {model.asksBranch ? (
              <>
                <dt>{t('addCard.branch')}</dt>
                <dd className="mono">{form.values.branch.trim() || EMPTY}</dd>
              </>
            ) : null}
            <dt>{t('addCard.holder')}</dt>
            <dd>{form.values.account_name.trim() || EMPTY}</dd>
          </dl>
        </Ticket>
        <Panel>
          <FormFrame props={props} model={model}>
            <DenseFields>
              <BankSelect model={model} />
              <DetailFields model={model} />
            </DenseFields>
          </FormFrame>
        </Panel>
      </Desk>
    </ScreenPage>
  );
}
