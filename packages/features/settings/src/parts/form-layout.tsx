/**
 * The frame of a settings form: a titled section holding a real `<form>` (Enter submits,
 * screen readers announce it by its title), fields stacked on a phone, the code field with
 * its send button side by side, and the action at the end.
 */
import { tokenVars } from '@lobby/tokens';
import { ScreenSection, SectionTitle } from '@lobby/ui';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';

const Fields = styled.form`
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  background: ${tokenVars.color.bgSurface};
  border-radius: ${tokenVars.radius.lg};
`;

/** A field with a button beside it, their bottoms aligned (the code and its send button). */
export const FieldWithAction = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokenVars.space.sm};
  align-items: end;
`;

/** Fields side by side on every width (an area code and its number). */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: minmax(96px, 0.4fr) minmax(0, 1fr);
  gap: ${tokenVars.space.sm};
  align-items: start;
`;

/** Props of {@link SettingsFormSection}. */
export interface SettingsFormSectionProps {
  readonly title: string;
  /** Text under the title (what is set now). */
  readonly status?: ReactNode;
  onSubmit(): void;
  readonly children: ReactNode;
}

/** A titled form (see the module note). */
export function SettingsFormSection({
  title,
  status,
  onSubmit,
  children,
}: SettingsFormSectionProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ScreenSection aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {status}
      <Fields aria-labelledby={id} noValidate onSubmit={submit}>
        {children}
      </Fields>
    </ScreenSection>
  );
}
