import type { MenuEntry } from '@backoffice/domain';
import { type MouseEvent, useId, useState } from 'react';
import { navigateInApp } from '#internal/navigation';
import { labels } from '#labels';
import { Disclosure, Group, GroupTitle, Link, List, Nav, SubList } from './Sidebar.styles';

export interface SidebarProps {
  /** The role-filtered menu tree (menuFor of the domain). */
  entries: readonly MenuEntry[];
  currentPath: string;
  /** Client-side navigation; plain clicks are intercepted, modified clicks open as usual. */
  onNavigate: (path: string) => void;
}

type NavProps = Omit<SidebarProps, 'entries'>;

const holds = (entry: MenuEntry, path: string): boolean =>
  entry.path === path || (entry.children ?? []).some((c) => holds(c, path));

function EntryLink({ label, path, currentPath, onNavigate }: { label: string; path: string } & NavProps) {
  const click = (e: MouseEvent<HTMLElement>) => navigateInApp(e, path, onNavigate);
  return (
    <li>
      <Link href={path} aria-current={currentPath === path ? 'page' : undefined} onClick={click}>
        {label}
      </Link>
    </li>
  );
}

/** The entries of a group: links, and sub-groups as nested disclosures. A group's own page comes first. */
function Entries({ entry, ...nav }: { entry: MenuEntry } & NavProps) {
  return (
    <>
      {entry.path ? <EntryLink label={entry.label} path={entry.path} {...nav} /> : null}
      {(entry.children ?? []).map((c) =>
        c.children ? (
          <li key={c.id}>
            <SubGroup entry={c} {...nav} />
          </li>
        ) : c.path ? (
          <EntryLink key={c.id} label={c.label} path={c.path} {...nav} />
        ) : null,
      )}
    </>
  );
}

/**
 * A nested group (Listados, Morosidad, Tarjetas…): a disclosure button (WAI-ARIA disclosure
 * pattern: Enter or Space toggles, aria-expanded tells the state) over its list. Open when it
 * holds the current page.
 */
function SubGroup({ entry, ...nav }: { entry: MenuEntry } & NavProps) {
  const listId = useId();
  const [open, setOpen] = useState(() => holds(entry, nav.currentPath));
  return (
    <>
      <Disclosure
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {entry.label}
      </Disclosure>
      <SubList id={listId} hidden={!open} aria-label={entry.label}>
        <Entries entry={entry} {...nav} />
      </SubList>
    </>
  );
}

/** A top-level group (Afiliados, Créditos…): a heading with a disclosure button, open at first. */
function TopGroup({ entry, ...nav }: { entry: MenuEntry } & NavProps) {
  const titleId = useId();
  const listId = useId();
  const [open, setOpen] = useState(true);
  return (
    <Group role="group" aria-labelledby={titleId}>
      <GroupTitle>
        <Disclosure
          id={titleId}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          $title
          onClick={() => setOpen((o) => !o)}
        >
          {entry.label}
        </Disclosure>
      </GroupTitle>
      <List id={listId} hidden={!open}>
        <Entries entry={entry} {...nav} />
      </List>
    </Group>
  );
}

/**
 * The main navigation: every entry of the domain's menu tree, once, in its group. Top-level
 * entries without children are plain links; groups, at any depth, are disclosure lists.
 */
export function Sidebar({ entries, currentPath, onNavigate }: SidebarProps) {
  const leaves = entries.filter((e) => !e.children);
  const groups = entries.filter((e) => e.children);
  return (
    <Nav aria-label={labels.shell.mainNav}>
      {leaves.length ? (
        <List>
          {leaves.map((e) =>
            e.path ? (
              <EntryLink
                key={e.id}
                label={e.label}
                path={e.path}
                currentPath={currentPath}
                onNavigate={onNavigate}
              />
            ) : null,
          )}
        </List>
      ) : null}
      {groups.map((g) => (
        <TopGroup key={g.id} entry={g} currentPath={currentPath} onNavigate={onNavigate} />
      ))}
    </Nav>
  );
}
