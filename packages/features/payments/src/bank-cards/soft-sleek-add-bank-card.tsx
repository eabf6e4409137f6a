/**
 * SOFT-SLEEK's add-bank-card page (spec §1): an airy greeting with a floating mini card, then
 * two numbered steps (the banks as pill chips, then the details); the same parts and hook as
 * every layout.
 */
import { tokenVars } from '@lobby/tokens';
import { Badge, Icon, ScreenPage, up } from '@lobby/ui';
import styled from 'styled-components';
import { Title } from '../parts/layout.tsx';
import type { AddBankCardScreenProps } from '../types.ts';
import {
  BankRadios,
  cardCountText,
  DetailFields,
  FormFrame,
  previewNumber,
  radioBase,
  useAddBankCardScreen,
} from './add-bank-card-parts.tsx';

const Airy = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  width: 100%;
  max-width: 920px;
  margin: 0 auto;
  ${({ theme }) => up(theme, 'lg')} {
    gap: ${tokenVars.space.xl};
  }
`;

/** The greeting: a soft hero wash (text sits on it by the token's contract), big corners. */
const Greeting = styled.header`
  display: grid;
  gap: ${tokenVars.space.lg};
  padding: ${tokenVars.space.xl} ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  color: ${tokenVars.color.text};
  background: ${tokenVars.gradient.hero};
  box-shadow: ${tokenVars.shadow.md};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: center;
    padding: ${tokenVars.space.xxl};
  }
  .hello {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokenVars.space.sm};
  }
  ${Title} {
    font-weight: ${tokenVars.font.weight.heavy};
  }
`;

/** The card being added as a small tile floating on the greeting, tilted a touch for play. */
const MiniCard = styled.figure`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${tokenVars.space.xs} ${tokenVars.space.md};
  margin: 0;
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.color.bgRaised};
  color: ${tokenVars.color.text};
  box-shadow: ${tokenVars.shadow.lg};
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
    border-radius: ${tokenVars.radius.pill};
    background: ${tokenVars.color.accent};
    color: ${tokenVars.color.onAccent};
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
    font-size: ${tokenVars.font.size.lg};
    font-weight: ${tokenVars.font.weight.bold};
    letter-spacing: 0.06em;
  }
  .holder {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.lg};
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
  gap: ${tokenVars.space.md};
  min-width: 0;
  padding: ${tokenVars.space.xl} ${tokenVars.space.lg} ${tokenVars.space.lg};
  border: 1px solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.gradient.surface}, ${tokenVars.color.bgSurface};
  box-shadow: ${tokenVars.shadow.sm};
`;

/** The step's number in a bubble; a tick once the step is done. Decorative: the list counts. */
const StepMark = styled.span<{ $done: boolean }>`
  position: absolute;
  top: calc(-1 * ${tokenVars.space.md});
  left: ${tokenVars.space.lg};
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${tokenVars.radius.pill};
  color: ${({ theme, $done }) => ($done ? theme.color.onAccent : theme.color.accentText)};
  background: ${({ theme, $done }) => ($done ? theme.color.accent : theme.color.bgRaised)};
  border: 2px solid ${tokenVars.color.accent};
  font-weight: ${tokenVars.font.weight.bold};
  box-shadow: ${tokenVars.shadow.sm};
`;

const Chips = styled(BankRadios)`
  ${radioBase}
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokenVars.space.sm};
  }
  legend {
    margin-bottom: ${tokenVars.space.md};
    padding: 0;
    color: ${tokenVars.color.text};
    font-size: ${tokenVars.font.size.lg};
    font-weight: ${tokenVars.font.weight.bold};
  }
  .option {
    display: inline-flex;
    align-items: center;
    gap: ${tokenVars.space.xs};
    min-height: ${tokenVars.size.touch};
    padding: ${tokenVars.space.xxs} ${tokenVars.space.md} ${tokenVars.space.xxs}
      ${tokenVars.space.xxs};
    border: 1px solid ${tokenVars.color.borderStrong};
    border-radius: ${tokenVars.radius.pill};
    background: ${tokenVars.color.bgRaised};
    color: ${tokenVars.color.text};
    font-size: ${tokenVars.font.size.sm};
    font-weight: ${tokenVars.font.weight.medium};
    transition:
      background ${tokenVars.motion.duration.fast},
      transform ${tokenVars.motion.duration.fast};
  }
  .option img {
    width: 36px;
    height: 36px;
    object-fit: cover;
    border-radius: ${tokenVars.radius.pill};
  }
  .option .mark {
    display: none;
  }
  .option:hover {
    transform: translateY(-1px);
  }
  .option:has(input:checked) {
    border-color: ${tokenVars.color.accent};
    background: ${tokenVars.color.accent};
    color: ${tokenVars.color.onAccent};
    box-shadow: ${tokenVars.shadow.md};
  }
  .option:has(input:checked) .mark {
    display: block;
  }
  .option:has(input:focus-visible) {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
  .error {
    gap: ${tokenVars.space.xs};
    margin-top: ${tokenVars.space.sm};
    color: ${tokenVars.color.danger};
    font-size: ${tokenVars.font.size.sm};
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
  const countText = cardCountText(model);
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
            {countText ? <Badge>{countText}</Badge> : null}
          </div>
          <MiniCard aria-label={t('addCard.preview')}>
            <span className="logo">
              {model.bank ? <img src={model.bank.logo} alt="" /> : <Icon name="wallet" size={24} />}
            </span>
            <p className="number">{previewNumber(form.values.account_number)}</p>
            <p className="holder">{form.values.account_name || t('addCard.holder')}</p>
          </MiniCard>
        </Greeting>
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
      </Airy>
    </ScreenPage>
  );
}
