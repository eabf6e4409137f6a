/** The link from the home's games to the chosen type's provider list. */
import type { GameTypeItem } from '@lobby/contract/games';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { Icon, focusRing } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Static } from 'typebox';

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xxs};
  min-height: ${tokenVars.size.touch};
  color: ${tokenVars.color.accentText};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${tokenVars.radius.sm};
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

/** Props of {@link ProvidersLink}. */
export interface ProvidersLinkProps {
  /** The type whose providers the link opens; none (the hot list is no type) shows no link. */
  readonly type: Static<typeof GameTypeItem> | undefined;
}

/**
 * A link to a game type's provider list (`/games/:gameType`), named after the type. Home
 * previews one type's games; this is the way on to every provider of the type and from there
 * to the full game list with its search and filters.
 */
export function ProvidersLink({ type }: ProvidersLinkProps) {
  const { t } = useTranslation('home');
  if (!type) return null;
  return (
    <MoreLink to={getHref('PROVIDER_LIST', { gameType: type.type })}>
      {t('types.providers', { type: type.name })}
      <Icon name="chevronRight" size={16} />
    </MoreLink>
  );
}
