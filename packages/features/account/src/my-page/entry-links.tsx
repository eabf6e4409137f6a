/**
 * The member areas as every my-page layout lists them: each group under its heading (the
 * `group-<id>` ids the tests and assistive technology find), and the entries as list rows or
 * as the layout's own styled links. The layouts pick the boxes and the look; what each entry
 * says and does is the same in all six.
 */
import { Icon, List, ListItem } from '@lobby/ui';
import type { ElementType, MouseEvent, ReactNode } from 'react';
import type { AccountEntry, EntryGroup } from './entries.ts';
import type { MyPageModel } from './use-my-page.ts';

/** What {@link useEntryAction} gives: an entry's click handler. */
export type EntryAction = (entry: AccountEntry) => (event: MouseEvent<HTMLElement>) => void;

/**
 * Each of the member's entry groups in `box`, labelled by its heading drawn as `heading`; the
 * group's entries are `children(group)`.
 */
export function AreaGroups({
  model,
  box: Box,
  heading: Heading,
  children,
}: {
  model: MyPageModel;
  box: ElementType;
  heading: ElementType;
  children: (group: EntryGroup) => ReactNode;
}) {
  return model.groups.map((group) => (
    <Box key={group.id} aria-labelledby={`group-${group.id}`}>
      <Heading id={`group-${group.id}`}>{model.t(group.title)}</Heading>
      {children(group)}
    </Box>
  ));
}

/** `entries` as rows of the design system's list, each with its icon and a chevron. */
export function EntryList({
  model,
  label,
  entries,
  go,
  iconSize,
}: {
  model: MyPageModel;
  label: string;
  entries: readonly AccountEntry[];
  go: EntryAction;
  iconSize: number;
}) {
  return (
    <List label={label}>
      {entries.map((entry) => (
        <ListItem
          key={entry.route}
          leading={<Icon name={entry.icon} size={iconSize} />}
          title={model.t(entry.label)}
          chevron
          href={entry.href}
          onClick={go(entry)}
        />
      ))}
    </List>
  );
}

/** Props of {@link EntryLinks}. */
export interface EntryLinksProps {
  readonly model: MyPageModel;
  readonly entries: readonly AccountEntry[];
  readonly go: EntryAction;
  readonly link: ElementType;
  readonly iconSize: number;
  readonly disc?: boolean;
  readonly listed?: boolean;
  readonly content?: (entry: AccountEntry) => ReactNode;
}

/**
 * `entries` as the layout's own links (`link`, a styled router link), each an item of a list
 * when `listed`. A link holds `content(entry)` when given, else the icon (in a decorative disc
 * when `disc` is set) then the label.
 */
export function EntryLinks({
  model,
  entries,
  go,
  link: EntryLink,
  iconSize,
  disc = false,
  listed = false,
  content,
}: EntryLinksProps) {
  return entries.map((entry) => {
    const icon = <Icon name={entry.icon} size={iconSize} />;
    const link = (
      <EntryLink key={entry.route} to={entry.href} onClick={go(entry)}>
        {content ? (
          content(entry)
        ) : (
          <>
            {disc ? <span aria-hidden="true">{icon}</span> : icon}
            {model.t(entry.label)}
          </>
        )}
      </EntryLink>
    );
    return listed ? <li key={entry.route}>{link}</li> : link;
  });
}

/**
 * Each entry group in `box` under its `heading`, its entries as a list (`list`, named after the
 * group) of the layout's own links (see {@link EntryLinks}).
 */
export function AreaLinkLists({
  box,
  heading,
  list: LinkList,
  ...links
}: Omit<EntryLinksProps, 'entries' | 'listed'> & {
  box: ElementType;
  heading: ElementType;
  list: ElementType;
}) {
  const { model } = links;
  return (
    <AreaGroups model={model} box={box} heading={heading}>
      {(group) => (
        <LinkList aria-label={model.t(group.title)}>
          <EntryLinks {...links} entries={group.entries} listed />
        </LinkList>
      )}
    </AreaGroups>
  );
}
