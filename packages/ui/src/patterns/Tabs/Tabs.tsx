import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { List, Panel, Tab } from './Tabs.styles';

export interface TabItem {
  id: string;
  label: string;
  /** The route of the tab: it renders as a link, so it opens in a new tab with a middle click too. */
  href?: string;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The id of the tab the route shows. */
  current: string;
  /** Called on activation; with hrefs, call event.preventDefault() to navigate in the app's router. */
  onSelect?: (id: string, event: MouseEvent<HTMLElement>) => void;
  /** Names the tab list. */
  label: string;
  /** The current tab's content, rendered as its tab panel. */
  children?: ReactNode;
}

/**
 * Tabs driven by the route: pure, the current tab comes in as a prop. Arrow keys, Home and End move
 * focus along the tabs; Enter or Space activates (manual activation, since a tab change loads data).
 */
export function Tabs({ tabs, current, onSelect, label, children }: TabsProps) {
  const base = useId();
  const refs = useRef<(HTMLElement | null)[]>([]);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, index: number) => {
    const enabled = tabs.map((t, i) => (t.disabled ? -1 : i)).filter((i) => i >= 0);
    const at = enabled.indexOf(index);
    let next: number | undefined;
    if (e.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    else if (e.key === ' ' && tabs[index]?.href) {
      // Buttons press on Enter and Space natively and links on Enter; Space on a link clicks it too.
      e.preventDefault();
      refs.current[index]?.click();
      return;
    }
    if (next !== undefined) {
      e.preventDefault();
      refs.current[next]?.focus();
    }
  };

  const activate = (e: MouseEvent<HTMLElement>, index: number) => {
    const tab = tabs[index];
    if (!tab || tab.disabled) {
      e.preventDefault();
      return;
    }
    onSelect?.(tab.id, e);
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((t, i) => {
          const selected = t.id === current;
          return (
            <Tab
              key={t.id}
              as={t.href ? 'a' : 'button'}
              ref={(el: HTMLElement | null) => {
                refs.current[i] = el;
              }}
              id={tabId(t.id)}
              role="tab"
              {...(t.href ? { href: t.href } : { type: 'button' })}
              aria-selected={selected}
              aria-controls={selected && children !== undefined ? panelId : undefined}
              aria-disabled={t.disabled || undefined}
              tabIndex={selected ? 0 : -1}
              onClick={(e: MouseEvent<HTMLElement>) => activate(e, i)}
              onKeyDown={(e: KeyboardEvent<HTMLElement>) => onKeyDown(e, i)}
            >
              {t.label}
            </Tab>
          );
        })}
      </List>
      {children !== undefined ? (
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(current)} tabIndex={0}>
          {children}
        </Panel>
      ) : null}
    </div>
  );
}
