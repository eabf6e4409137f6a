/**
 * SOFT-SLEEK's add-bank-card page (spec §1): an airy greeting with a floating mini card, then
 * two numbered steps (the banks as pill chips, then the details); the same parts and hook as
 * every layout.
 */
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
