/**
 * The game search dialog the header's search button opens (loaded on demand, see
 * `lazy-part.tsx`).
 */
import { useLazyNamesQuery, useTypesQuery } from '@lobby/api-client/games';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { Button, Dialog, TextField } from '@lobby/ui';
import type { FormEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const SearchForm = styled.form`
  display: grid;
  gap: ${tokenVars.space.md};
  p {
    margin: 0;
    color: ${tokenVars.color.danger};
    font-size: ${tokenVars.font.size.sm};
  }
`;

/** The longest search the game list accepts (games.list's `search`). */
const GAME_SEARCH_MAX = 64;

/** Props of {@link GameSearchDialog}. */
export interface GameSearchDialogProps {
  readonly open: boolean;
  /** Closes the dialog (the header holds whether it is open). */
  onClose(): void;
}

/**
 * The header's game search dialog, with one field. Enter (or Search)
 * opens a game list searched for the text (`/games/list/<type>?search=<text>`), where the
 * member can change provider and sort. A list holds one game type, so the search goes to the
 * first type, in the brand's sort order, that has a game of that name (games.names); with no
 * such game, or when that lookup fails, to the first type, whose list then says nothing
 * matches. Escape, the close button or the backdrop close it without searching.
 */
export function GameSearchDialog({ open, onClose }: GameSearchDialogProps) {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [finding, setFinding] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Counts searches and closings: a lookup answered after the dialog closed goes nowhere.
  const attempt = useRef(0);
  // Asked only while the dialog is open: start-up has cached the answer already, and during
  // maintenance (when start-up does not ask) a call would answer 503 and reload the page.
  const types = useTypesQuery(undefined, { skip: !open });
  const [findNames] = useLazyNamesQuery();
  const sortedTypes = useMemo(
    () => [...(types.data ?? [])].sort((a, b) => a.sort - b.sort),
    [types.data],
  );
  useEffect(() => {
    // The dialog focuses its first control, the close button, in its own effect; this one runs
    // after it (a parent's effects follow its children's), so typing can start at once.
    if (open) field.current?.focus();
  }, [open]);
  const close = () => {
    attempt.current += 1;
    onClose();
    setText('');
    setFinding(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    const first = sortedTypes[0];
    if (search === '' || finding) return;
    if (!first) {
      if (types.isError) void types.refetch();
      return;
    }
    const ticket = (attempt.current += 1);
    setFinding(true);
    let matches: readonly { readonly type: string }[] = [];
    try {
      matches = await findNames({ search, $options: { handleErrors: true } }, true).unwrap();
    } catch {
      // Without the lookup the first type's list still runs the search.
    }
    if (ticket !== attempt.current) return;
    const gameType = sortedTypes.find((type) => matches.some((m) => m.type === type.type)) ?? first;
    close();
    void navigate(getHref('GAME_LIST', { gameType: gameType.type }, { search }));
  };
  const typesMissing = sortedTypes.length === 0;
  return (
    <Dialog open={open} title={t('search.title')} onClose={close} closeLabel={t('search.close')}>
      <SearchForm role="search" onSubmit={(event) => void submit(event)}>
        <TextField
          ref={field}
          label={t('search.label')}
          hint={t('search.hint')}
          type="search"
          icon="search"
          value={text}
          onChange={setText}
          maxLength={GAME_SEARCH_MAX}
          autoComplete="off"
          enterKeyHint="search"
        />
        {types.isError && typesMissing ? <p role="alert">{t('search.failed')}</p> : null}
        <Button
          type="submit"
          iconStart="search"
          disabled={text.trim() === ''}
          loading={finding || (types.isFetching && typesMissing)}
        >
          {t('search.submit')}
        </Button>
      </SearchForm>
    </Dialog>
  );
}
