import { type MenuEntry, USER_MENU } from '@backoffice/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { labels } from '#labels';
import { Avatar, Header, Item, Menu, Root, Trigger } from './UserMenu.styles';

export interface UserMenuProps {
  firstname: string;
  lastname?: string | null | undefined;
  /** The role shown under the name (displayRole of the domain). */
  roleLabel?: string | null | undefined;
  /** The entries the user may open (userMenuFor of the domain); every entry of §2 when left out. */
  entries?: readonly MenuEntry[];
  onSelect: (entry: MenuEntry) => void;
}

/**
 * The top bar's user menu (spec §2 "Layout"): a welcome header, 'Mi horario', 'Mis vacaciones'
 * (disabled) and 'Salir'. A WAI-ARIA menu button: arrows move, Escape closes and refocuses.
 */
export function UserMenu({ firstname, lastname, roleLabel, entries = USER_MENU, onSelect }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemsRef.current.find((el) => el && !el.disabled)?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!triggerRef.current?.parentElement?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const enabled = itemsRef.current.filter((el): el is HTMLButtonElement => el !== null && !el.disabled);
    const at = enabled.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      enabled[(at + step + enabled.length) % enabled.length]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const initial = firstname.trim().charAt(0).toUpperCase() || '?';
  return (
    <Root>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={labels.userMenu.trigger(firstname)}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar aria-hidden="true" data-initial={initial} />
        <span>{firstname}</span>
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={labels.userMenu.open} onKeyDown={onMenuKey}>
          <Header role="presentation">
            <strong>{labels.userMenu.welcome([firstname, lastname].filter(Boolean).join(' '))}</strong>
            {roleLabel ? <span>{roleLabel}</span> : null}
          </Header>
          {entries.map((entry, i) => (
            <Item
              key={entry.id}
              ref={(el) => {
                itemsRef.current[i] = el;
              }}
              type="button"
              role="menuitem"
              disabled={entry.disabled}
              aria-disabled={entry.disabled || undefined}
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                onSelect(entry);
              }}
            >
              {entry.label}
            </Item>
          ))}
        </Menu>
      ) : null}
    </Root>
  );
}
