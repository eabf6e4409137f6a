/**
 * The add-bank-card layouts of CLASSY and the two sleek variants (spec §1), over the same parts
 * and hook as DIAMOND, RETRO and LITE, so only arrangement and styling differ.
 * CLASSY: one framed panel, an engraved plate for the preview, the banks as a ruled ledger.
 * SOFT-SLEEK: an airy greeting with a floating mini card, then two numbered steps (banks as pill
 * chips, then the details).
 * PRO-SLEEK: a dense desk — a native select and the fields two to a row, a live summary beside.
 */
import { Badge, Icon, ScreenPage, Select, Skeleton, up } from '@lobby/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { Title } from '../parts/layout.tsx';
import type { AddBankCardScreenProps } from '../types.ts';
import {
  DetailFields,
  FormFrame,
  previewNumber,
  useAddBankCardScreen,
} from './add-bank-card-parts.tsx';
import type { AddBankCardModel } from './use-add-bank-card.ts';

/**
 * The banks as radios on the page, for the layouts that show them all at once; each layout
 * styles it through `className` (`.option`, `.error`). The error is tied to the group so a
 * screen reader hears why the group is wrong.
 */
function BankRadios({
  model,
  name,
  legend,
  className,
}: {
  model: AddBankCardModel;
  name: string;
  legend: string;
  className?: string;
}) {
  const { form } = model;
  const message = form.bind('bank_name').message;
  const errorId = useId();
  return (
    <div className={className}>
      <fieldset aria-describedby={message ? errorId : undefined}>
        <legend>{legend}</legend>
        {model.banks.map((bank) => (
          <label className="option" key={bank.name}>
            <input
              type="radio"
              name={name}
              value={bank.name}
              checked={form.values.bank_name === bank.name}
              onChange={() => form.set('bank_name', bank.name)}
            />
            <img src={bank.logo} alt="" />
            <span>{bank.name}</span>
            <Icon name="check" size={16} className="mark" />
          </label>
        ))}
      </fieldset>
      {message ? (
        <p id={errorId} className="error" role="alert">
          <Icon name="warning" size={14} />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The bits of radio styling every layout repeats: inputs under their faces, focus on the face. */
const radioBase = `
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .option {
    position: relative;
    cursor: pointer;
  }
  .option input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .option .mark {
    visibility: hidden;
  }
  .option:has(input:checked) .mark {
    visibility: visible;
  }
  .error {
    display: flex;
    align-items: center;
    margin: 0;
  }
`;

/* CLASSY */

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
        {model.banksQuery.isLoading ? (
          <Skeleton lines={4} />
        ) : (
          <FormFrame props={props} model={model}>
            <SalonColumns>
              <Ledger model={model} name="classy-bank" legend={t('addCard.bank')} />
              <DetailColumn>
                <DetailFields model={model} />
              </DetailColumn>
            </SalonColumns>
          </FormFrame>
        )}
      </Salon>
    </ScreenPage>
  );
}

/* SOFT-SLEEK */

const Airy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 920px;
  margin: 0 auto;
  ${({ theme }) => up(theme, 'lg')} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;

/** The greeting: a soft hero wash (text sits on it by the token's contract), big corners. */
const Greeting = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) =>
    `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: center;
    padding: ${({ theme }) => theme.space.xxl};
  }
  .hello {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  ${Title} {
    font-weight: ${({ theme }) => theme.font.weight.heavy};
  }
`;

/** The card being added as a small tile floating on the greeting, tilted a touch for play. */
const MiniCard = styled.figure`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bgRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ theme }) => up(theme, 'lg')} {
    transform: rotate(-2deg);
  }
  .logo {
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  }
  .logo img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .number {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.06em;
  }
  .holder {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background:
    ${({ theme }) =>
      `linear-gradient(${theme.gradient.surface.angle}deg, ${theme.gradient.surface.from}, ${theme.gradient.surface.to})`},
    ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** The step's number in a bubble; a tick once the step is done. Decorative: the list counts. */
const StepMark = styled.span<{ $done: boolean }>`
  position: absolute;
  top: calc(-1 * ${({ theme }) => theme.space.md});
  left: ${({ theme }) => theme.space.lg};
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme, $done }) => ($done ? theme.color.onAccent : theme.color.accentText)};
  background: ${({ theme, $done }) => ($done ? theme.color.accent : theme.color.bgRaised)};
  border: 2px solid ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Chips = styled(BankRadios)`
  ${radioBase}
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.md};
    padding: 0;
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .option {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.size.touch};
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md}
      ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xxs};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bgRaised};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    transition:
      background ${({ theme }) => theme.motion.duration.fast}ms,
      transform ${({ theme }) => theme.motion.duration.fast}ms;
  }
  .option img {
    width: 36px;
    height: 36px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  .option .mark {
    display: none;
  }
  .option:hover {
    transform: translateY(-1px);
  }
  .option:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  .option:has(input:checked) .mark {
    display: block;
  }
  .option:has(input:focus-visible) {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  .error {
    gap: ${({ theme }) => theme.space.xs};
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  @media (prefers-reduced-motion: reduce) {
    .option {
      transition: none;
    }
    .option:hover {
      transform: none;
    }
  }
`;

/**
 * SOFT-SLEEK's add-bank-card screen: light and friendly. A soft greeting, then two numbered
 * steps — pick a bank from pill chips, then the details — side by side on a desktop.
 */
export function SoftSleekAddBankCard(props: AddBankCardScreenProps) {
  const { model, guest } = useAddBankCardScreen(props);
  if (guest) return guest;
  const { t, form } = model;
  const count = model.cards.data?.list.length;
  const detailsDone =
    form.values.account_number.trim() !== '' &&
    form.values.account_name.trim() !== '' &&
    form.values.withdraw_password !== '';
  return (
    <ScreenPage>
      <Airy>
        <Greeting>
          <div className="hello">
            <Title>{t('addCard.title')}</Title>
            {count !== undefined && model.max !== undefined ? (
              <Badge>{t('cards.count', { count, max: model.max })}</Badge>
            ) : null}
          </div>
          <MiniCard aria-label={t('addCard.preview')}>
            <span className="logo">
              {model.bank ? <img src={model.bank.logo} alt="" /> : <Icon name="wallet" size={24} />}
            </span>
            <p className="number">{previewNumber(form.values.account_number)}</p>
            <p className="holder">{form.values.account_name || t('addCard.holder')}</p>
          </MiniCard>
        </Greeting>
        {model.banksQuery.isLoading ? (
          <Skeleton lines={4} />
        ) : (
          <FormFrame props={props} model={model}>
            <Steps>
              <Step>
                <StepMark aria-hidden $done={model.bank !== undefined}>
                  {model.bank ? <Icon name="check" size={16} /> : '1'}
                </StepMark>
                <Chips model={model} name="soft-bank" legend={t('addCard.chooseBank')} />
              </Step>
              <Step>
                <StepMark aria-hidden $done={detailsDone}>
                  {detailsDone ? <Icon name="check" size={16} /> : '2'}
                </StepMark>
                <DetailFields model={model} />
              </Step>
            </Steps>
          </FormFrame>
        )}
      </Airy>
    </ScreenPage>
  );
}

/* PRO-SLEEK */

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
  const bankField = form.bind('bank_name');
  const count = model.cards.data?.list.length;
  const account = form.values.account_number.trim();
  return (
    <ScreenPage>
      <Desk>
        <DeskBar>
          <Title>{t('addCard.title')}</Title>
          {count !== undefined && model.max !== undefined ? (
            <span className="slots">{t('cards.count', { count, max: model.max })}</span>
          ) : null}
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
          {model.banksQuery.isLoading ? (
            <Skeleton lines={4} />
          ) : (
            <FormFrame props={props} model={model}>
              <DenseFields>
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
              </DenseFields>
            </FormFrame>
          )}
        </Panel>
      </Desk>
    </ScreenPage>
  );
}
