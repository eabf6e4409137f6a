import styled from 'styled-components';
import { tokenVars } from '@lobby/tokens';
import type { DateRange, FastDateRangeKind } from '../internal/domain.ts';
import { DEFAULT_TIMEZONE_OFFSET, FAST_DATE_SELECTOR, fastDateRange } from '../internal/domain.ts';
import { useStableId } from '../internal/ids.ts';
import { visuallyHidden } from '../theme/theme-provider.tsx';

/** The quick ranges of the spec (§2), in its order: Today, Yesterday, Past 7 Days, Last Month, This Month. */
export const FAST_DATE_KEYS: readonly FastDateRangeKind[] = FAST_DATE_SELECTOR;
/** One of the domain's fast date range kinds. */
export type FastDateKey = FastDateRangeKind;

/** English labels; the site passes translated ones (the domain's `fastDateRangeLabels` keys). */
export const FAST_DATE_LABELS: Readonly<Record<FastDateRangeKind, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  past7Days: 'Past 7 Days',
  past30Days: 'Past 30 Days',
  thisWeek: 'This Week',
  lastWeek: 'Last Week',
  thisMonth: 'This Month',
  lastMonth: 'Last Month',
};

/** Computes a range for a key at a moment; by default the domain's `fastDateRange` in the platform timezone. */
export type FastDateRangeFn = (key: FastDateRangeKind, now: Date) => DateRange | undefined;

const Group = styled.fieldset`
  display: flex;
  gap: ${tokenVars.space.sm};
  margin: 0;
  padding: ${tokenVars.space.xxs} 0;
  border: 0;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

const Chip = styled.label`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${tokenVars.space.lg};
  border: ${tokenVars.borderWidth.control} solid ${tokenVars.color.borderStrong};
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.color.bgSurface};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${tokenVars.motion.duration.fast},
    color ${tokenVars.motion.duration.fast};
  &:hover {
    border-color: ${tokenVars.color.accentText};
  }
  &:has(input:checked) {
    background: ${tokenVars.gradient.accent};
    border-color: transparent;
    color: ${tokenVars.color.onAccent};
    font-weight: ${tokenVars.font.weight.bold};
  }
  &:has(input:focus-visible) {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Native = styled.input`
  ${visuallyHidden}
`;

/** Props of {@link FastDateSelector}. */
export interface FastDateSelectorProps {
  /** The chosen range key (controlled); none chosen when undefined. */
  value: FastDateRangeKind | undefined;
  /** Receives the key and its range (instants in ms, inclusive). */
  onChange: (key: FastDateRangeKind, range: DateRange) => void;
  /** Platform timezone offset in hours for the default range function (spec §9: +8). */
  offsetHours?: number;
  /** Replaces the domain's `fastDateRange` (e.g. weeks starting on Sunday). */
  rangeOf?: FastDateRangeFn;
  /** The choices shown; the spec's five by default. */
  keys?: readonly FastDateRangeKind[];
  /** The moment ranges are computed from; now by default (tests and stories fix it). */
  now?: () => Date;
  /** Button texts per key, for translation (English by default). */
  labels?: Partial<Record<FastDateRangeKind, string>>;
  /** Names the group for screen readers (default "Date range"). */
  label?: string;
}

/** A row of quick date-range chips for records (bet, transaction); a radio group underneath. */
export function FastDateSelector({
  value,
  onChange,
  offsetHours = DEFAULT_TIMEZONE_OFFSET,
  rangeOf = (key, at) => fastDateRange(key, at, offsetHours),
  keys = FAST_DATE_KEYS,
  now = () => new Date(),
  labels = {},
  label = 'Date range',
}: FastDateSelectorProps) {
  const name = useStableId(undefined, 'fast-date');
  return (
    <Group>
      <Legend>{label}</Legend>
      {keys.map((key) => (
        <Chip key={key}>
          <Native
            type="radio"
            name={name}
            value={key}
            checked={value === key}
            onChange={() => {
              const range = rangeOf(key, now());
              if (range) onChange(key, range);
            }}
          />
          {labels[key] ?? FAST_DATE_LABELS[key]}
        </Chip>
      ))}
    </Group>
  );
}
