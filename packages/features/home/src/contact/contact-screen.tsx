/**
 * CONTACT_PAGE: how to reach customer service — live chat (with the member's username filled
 * into the chat url), each contact channel as a link that opens the right app, and the
 * brand's social pages.
 */
import { useContactQuery } from '@lobby/api-client/config';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { liveChatUrlFor } from '@lobby/domain/entities';
import type { ContactChannel } from '@lobby/domain/entities';
import { tokenVars } from '@lobby/tokens';
import { Button, Card, Icon, List, ListItem, NoRecord, Skeleton, up, useToast } from '@lobby/ui';
import type { IconName } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContactScreenProps } from '../types.ts';

const Page = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  max-width: 720px;
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${tokenVars.space.xl} ${tokenVars.space.lg};
  }
  h1 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.xxl};
    letter-spacing: ${tokenVars.font.letterSpacing.display};
  }
`;

const Hero = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
  justify-items: start;
  p {
    margin: 0;
    color: ${tokenVars.color.textMuted};
  }
`;

const ICONS: Readonly<Record<ContactChannel['kind'], IconName>> = {
  email: 'chat',
  phone: 'headset',
  whatsapp: 'chat',
  wechat: 'chat',
  telegram: 'chat',
  skype: 'headset',
  line: 'chat',
};

/** Where a channel's link points, or undefined when it can only be copied (WeChat). */
export function channelHref(channel: ContactChannel): string | undefined {
  const value = channel.value.trim();
  switch (channel.kind) {
    case 'email':
      return `mailto:${value}`;
    case 'phone':
      return `tel:${value.replace(/[^\d+]/g, '')}`;
    case 'whatsapp':
      return `https://wa.me/${value.replace(/\D/g, '')}`;
    case 'telegram':
      return `https://t.me/${value.replace(/^@/, '')}`;
    case 'line':
      return `https://line.me/R/ti/p/${encodeURIComponent(value)}`;
    case 'skype':
      return `skype:${encodeURIComponent(value)}?chat`;
    default:
      return undefined;
  }
}

/** The contact page. */
export function ContactScreen({ session, brandName }: ContactScreenProps) {
  const { t } = useTranslation('home');
  const toast = useToast();
  const snapshot = useSessionSnapshot(session);
  const contact = useContactQuery();
  const chat = contact.data ? liveChatUrlFor(contact.data, snapshot.userInfo?.username) : undefined;
  return (
    <Page>
      <Hero>
        <h1>{t('contact.title')}</h1>
        <p>{t('contact.lead', { brand: brandName })}</p>
        {chat ? (
          <Button
            iconStart="chat"
            size="lg"
            onClick={() => window.open(chat, '_blank', 'noopener')}
          >
            {t('contact.liveChat')}
          </Button>
        ) : null}
      </Hero>
      {contact.isLoading ? (
        <Skeleton lines={4} />
      ) : !contact.data ||
        (contact.data.channels.length === 0 && contact.data.social.length === 0) ? (
        <NoRecord title={t('contact.emptyTitle')} description={t('contact.empty')} />
      ) : (
        <>
          {contact.data.channels.length > 0 ? (
            <Card title={t('contact.channels')} padding="none">
              <List inset={false} label={t('contact.channels')}>
                {contact.data.channels.map((channel) => {
                  const href = channelHref(channel);
                  return (
                    <ListItem
                      key={`${channel.kind}-${channel.value}`}
                      leading={<Icon name={ICONS[channel.kind]} size={20} />}
                      title={t(`contact.kind.${channel.kind}`)}
                      description={channel.value}
                      chevron
                      {...(href
                        ? { href }
                        : {
                            onClick: () => {
                              void navigator.clipboard?.writeText(channel.value).then(
                                () => toast.success(t('contact.copied', { value: channel.value })),
                                () => undefined,
                              );
                            },
                          })}
                    />
                  );
                })}
              </List>
            </Card>
          ) : null}
          {contact.data.social.length > 0 ? (
            <Card title={t('contact.social')} padding="none">
              <List inset={false} label={t('contact.social')}>
                {contact.data.social.map((link) => (
                  <ListItem
                    key={link.url}
                    leading={<Icon name="heart" size={20} />}
                    title={t(`contact.kind.${link.kind}`)}
                    description={link.url}
                    href={link.url}
                    chevron
                  />
                ))}
              </List>
            </Card>
          ) : null}
        </>
      )}
    </Page>
  );
}
