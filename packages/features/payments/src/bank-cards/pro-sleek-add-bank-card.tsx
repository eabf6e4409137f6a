/**
 * PRO-SLEEK's add-bank-card page (spec §1): a dense desk, with a native select and the fields
 * two to a row, and a live summary beside them; the same parts and hook as every layout.
 */
import { tokenVars } from '@lobby/tokens';
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
  gap: ${tokenVars.space.sm};
  align-items: start;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) 300px;
    gap: ${tokenVars.space.md};
  }
`;

/** The desk's header strip: condensed caps title, the slots used, in one tight row. */
const DeskBar = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.xs} 0;
  border-bottom: 2px solid ${tokenVars.color.accent};
  ${({ theme }) => up(theme, 'lg')} {
    grid-column: 1 / -1;
  }
  ${Title} {
    text-transform: uppercase;
    font-size: ${tokenVars.font.size.lg};
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
  .slots {
    color: ${tokenVars.color.textMuted};
    font-family: ${tokenVars.font.family.mono};
    font-size: ${tokenVars.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const Panel = styled.div`
  padding: ${tokenVars.space.md};
  border: 1px solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSurface};
  min-width: 0;
`;

/** The fields two to a row from a small tablet up; the password gets the full width. */
const DenseFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.sm};
  ${({ theme }) => up(theme, 'sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${tokenVars.space.md};
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

/** The live summary: a ticket of what will be saved, numbers in mono, read as a list of terms. */
const Ticket = styled.figure`
  margin: 0;
  display: grid;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.sm} ${tokenVars.space.md};
  border: 1px solid ${tokenVars.color.border};
  border-left: 3px solid ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSunken};
  font-size: ${tokenVars.font.size.sm};
  ${({ theme }) => up(theme, 'lg')} {
    position: sticky;
    top: ${tokenVars.space.md};
    grid-column: 2;
    grid-row: 2;
    padding: ${tokenVars.space.md};
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${tokenVars.space.xxs} ${tokenVars.space.md};
    margin: 0;
  }
  dt {
    color: ${tokenVars.color.textMuted};
    font-family: ${tokenVars.font.family.display};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
    font-size: ${tokenVars.font.size.xs};
    align-self: center;
  }
  dd {
    margin: 0;
    color: ${tokenVars.color.text};
    text-align: right;
    overflow-wrap: anywhere;
  }
  .mono {
    font-family: ${tokenVars.font.family.mono};
    font-variant-numeric: tabular-nums;
    color: ${tokenVars.color.accentText};
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
