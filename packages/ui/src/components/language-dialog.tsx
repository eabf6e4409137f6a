import type { Language } from '../internal/domain.ts';
import type { ChoiceOption } from './radio-group.tsx';
import { RadioGroupDialog } from './radio-group.tsx';

/** Props of {@link LanguageDialog}. */
export interface LanguageDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The languages offered, each with its key and name. */
  languages: readonly Language[];
  /** The key of the language in use. */
  value: string | undefined;
  /** Called with the chosen key; the site stores it and reloads (spec §2: 500 ms later). */
  onSelect: (key: string) => void;
  /** Called on Escape, the close button or a backdrop press. */
  onClose: () => void;
  /** The heading (default "Language"). */
  title?: string;
}

/** The language chooser opened from the language button and the side menu. */
export function LanguageDialog({
  open,
  languages,
  value,
  onSelect,
  onClose,
  title = 'Language',
}: LanguageDialogProps) {
  const options: ChoiceOption[] = languages.map((l) => ({ value: l.key, label: l.name }));
  return (
    <RadioGroupDialog
      open={open}
      title={title}
      options={options}
      value={value}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
