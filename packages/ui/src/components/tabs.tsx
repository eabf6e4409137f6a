import { tokenVars } from '@lobby/tokens';
import type { KeyboardEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useStableId } from '../internal/ids.ts';

/** One tab and its panel. */
export interface TabItem<K extends string = string> {
  id: K;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

const List = styled.div`
  display: flex;
  gap: ${tokenVars.space.xs};
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button`
  position: relative;
  flex: none;
  min-height: ${tokenVars.size.touch};
  padding: 0 ${tokenVars.space.lg};
  border: 0;
  background: transparent;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.bold};
  text-transform: ${tokenVars.font.controlCase};
  letter-spacing: ${({ theme }) => (theme.font.controlCase === 'uppercase' ? theme.font.letterSpacing.caps : 'normal')};
  cursor: pointer;
  white-space: nowrap;
  transition: color ${tokenVars.motion.duration.fast};
  &::after {
    content: '';
    position: absolute;
    left: ${tokenVars.space.md};
    right: ${tokenVars.space.md};
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${tokenVars.color.accent};
    transform: scaleX(0);
    transition: transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized};
  }
  &:hover {
    color: ${tokenVars.color.text};
  }
  &[aria-selected='true'] {
    color: ${tokenVars.color.accentText};
  }
  &[aria-selected='true']::after {
    transform: scaleX(1);
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding-top: ${tokenVars.space.lg};
  &:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** Props of {@link Tabs}. */
export interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** The tabs, in order: each an id, label and the panel it shows. */
  items: readonly TabItem<K>[];
  /** The selected tab when controlled. */
  value?: K;
  /** The tab selected at first when uncontrolled; the first tab when absent. */
  defaultValue?: K;
  /** Called with the id of the tab the member selects. */
  onChange?: (id: K) => void;
}

/**
 * Tabs with the WAI-ARIA keyboard model: arrows move between tabs (wrapping), Home and End
 * jump, and the selected tab alone sits in the Tab order.
 */
export function Tabs<K extends string>({
  label,
  items,
  value,
  defaultValue,
  onChange,
}: TabsProps<K>) {
  const [own, setOwn] = useState<K | undefined>(defaultValue ?? items[0]?.id);
  const selected = value ?? own;
  const base = useStableId(undefined, 'tabs');
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const enabled = items.filter((i) => !i.disabled);

  const select = (id: K) => {
    if (value === undefined) setOwn(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((i) => i.id === selected);
    let next: TabItem<K> | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft')
      next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.id}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => select(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
        >
          {item.id === selected ? item.content : null}
        </Panel>
      ))}
    </div>
  );
}
