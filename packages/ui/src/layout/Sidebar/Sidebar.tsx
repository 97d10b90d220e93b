import type { MenuEntry } from '@backoffice/domain';
import type { MouseEvent } from 'react';
import { labels } from '../../labels';
import { Group, GroupTitle, Link, List, Nav } from './Sidebar.styles';

export interface SidebarProps {
  /** The role-filtered menu tree (menuFor of the domain). */
  entries: readonly MenuEntry[];
  currentPath: string;
  /** Client-side navigation; plain clicks are intercepted, modified clicks open as usual. */
  onNavigate: (path: string) => void;
}

function EntryLink({ entry, currentPath, onNavigate }: { entry: MenuEntry } & Omit<SidebarProps, 'entries'>) {
  if (!entry.path) return null;
  const path = entry.path;
  const click = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(path);
  };
  return (
    <li>
      <Link href={path} aria-current={currentPath === path ? 'page' : undefined} onClick={click}>
        {entry.label}
      </Link>
    </li>
  );
}

/** The main navigation: one group per top-level menu, its entries as links. */
export function Sidebar({ entries, currentPath, onNavigate }: SidebarProps) {
  const leaves = entries.filter((e) => !e.children?.length);
  const groups = entries.filter((e) => e.children?.length);
  return (
    <Nav aria-label={labels.shell.mainNav}>
      {leaves.length ? (
        <List>
          {leaves.map((e) => (
            <EntryLink key={e.id} entry={e} currentPath={currentPath} onNavigate={onNavigate} />
          ))}
        </List>
      ) : null}
      {groups.map((g) => (
        <Group key={g.id} aria-labelledby={`menu-${g.id}`}>
          <GroupTitle id={`menu-${g.id}`}>{g.label}</GroupTitle>
          <List>
            {(g.children ?? []).flatMap((c) =>
              c.children?.length
                ? c.children.map((cc) => (
                    <EntryLink key={cc.id} entry={cc} currentPath={currentPath} onNavigate={onNavigate} />
                  ))
                : [<EntryLink key={c.id} entry={c} currentPath={currentPath} onNavigate={onNavigate} />],
            )}
          </List>
        </Group>
      ))}
    </Nav>
  );
}
