import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/icon.tsx';
import { useStableId } from '../internal/ids.ts';
import { focusRing } from '../theme/theme-provider.tsx';

/** One section of an accordion. */
export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

const Box = styled.div`
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  overflow: hidden;
`;

const Section = styled.div`
  & + & {
    border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
`;

const Heading = styled.h3`
  margin: 0;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.md};
  width: 100%;
  min-height: 56px;
  padding: ${tokenVars.space.sm} ${tokenVars.space.lg};
  border: 0;
  background: transparent;
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.md};
  font-weight: ${tokenVars.font.weight.medium};
  text-align: start;
  cursor: pointer;
  & > svg {
    flex: none;
    color: ${tokenVars.color.textMuted};
    transition: transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.standard};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
    color: ${tokenVars.color.accentText};
  }
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding: 0 ${tokenVars.space.lg} ${tokenVars.space.lg};
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
  line-height: ${tokenVars.font.lineHeight.relaxed};
`;

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** The sections, in order: each a title and the content it opens. */
  items: readonly AccordionItem[];
  /** Let several sections stay open at once. */
  multiple?: boolean;
  /** Ids of the sections open at first; all closed when absent. */
  defaultOpen?: readonly string[];
}

/** Collapsible sections (help pages, VIP benefits, promotion terms). */
export function Accordion({ items, multiple = false, defaultOpen = [] }: AccordionProps) {
  const [open, setOpen] = useState<readonly string[]>(defaultOpen);
  const base = useStableId(undefined, 'accordion');
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : multiple ? [...current, id] : [id],
    );
  return (
    <Box>
      {items.map((item) => {
        const expanded = open.includes(item.id);
        return (
          <Section key={item.id}>
            <Heading>
              <Trigger
                type="button"
                id={`${base}-${item.id}-trigger`}
                aria-expanded={expanded}
                aria-controls={`${base}-${item.id}-panel`}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Icon name="chevronDown" size={18} />
              </Trigger>
            </Heading>
            <Panel
              id={`${base}-${item.id}-panel`}
              role="region"
              aria-labelledby={`${base}-${item.id}-trigger`}
              hidden={!expanded}
            >
              {item.content}
            </Panel>
          </Section>
        );
      })}
    </Box>
  );
}
