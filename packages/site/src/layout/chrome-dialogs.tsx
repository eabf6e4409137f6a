/**
 * The dialogs of the chrome that a member's tap opens: the language choice and the 'Please
 * Sign In' question of protected actions. Loaded on demand (`lazy-part.tsx`), each reading
 * whether it is open from the site slice.
 */
import { getHref } from '@lobby/domain/routes';
import { PleaseSignInDialog } from '@lobby/feature-auth/dialog';
import { LanguageDialog } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSite } from '../site-context.tsx';
import { setLanguageOpen, setSignInPromptOpen } from '../store/site-slice.ts';
import { useSiteDispatch, useSiteSelector } from '../store/store.ts';
import { useChromeConfig } from './use-site-data.ts';

/** The language radio dialog: a choice is stored and the page reloads 500 ms later. */
export function LanguageHost() {
  const { t } = useTranslation('site');
  const site = useSite();
  const dispatch = useSiteDispatch();
  const open = useSiteSelector((s) => s.site.languageOpen);
  const { languages } = useChromeConfig();
  const list = languages?.langList.length
    ? languages.langList
    : [{ key: site.locale, name: site.locale }];
  return (
    <LanguageDialog
      open={open}
      languages={list}
      value={site.locale}
      title={t('language.title')}
      onClose={() => dispatch(setLanguageOpen(false))}
      onSelect={(key) => {
        dispatch(setLanguageOpen(false));
        site.chooseLanguage(key);
      }}
    />
  );
}

/** The 'Please Sign In' dialog of protected actions (spec §6). */
export function SignInPromptHost() {
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  const open = useSiteSelector((s) => s.site.signInPromptOpen);
  const close = () => dispatch(setSignInPromptOpen(false));
  return (
    <PleaseSignInDialog
      open={open}
      onClose={close}
      onSignIn={() => {
        close();
        navigate(getHref('SIGN_IN'));
      }}
      onSignUp={() => {
        close();
        navigate(getHref('SIGN_IN', null, { tab: 'register' }));
      }}
    />
  );
}
