import { errorNotification, failureText } from '@backoffice/domain';
import { NotificationArea, type NotificationItem } from '@backoffice/ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export interface Notify {
  success(message: string): void;
  info(message: string): void;
  error(message: string, errorId?: string | number | null): void;
  /**
   * A failed call, as §8 says, nothing for status 0 or 401: with a fallback (the write's own text),
   * the server's refusal verbatim or else the fallback; without one, its JSON `error` or the generic
   * text. The server's error id is appended.
   */
  failure(err: unknown, fallback?: string): void;
}

const NotifyContext = createContext<Notify | null>(null);
let seq = 0;

/** The global notification area (spec §2 "Layout"): every notification is dismissible. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NotificationItem[]>([]);
  const push = useCallback((item: Omit<NotificationItem, 'id'>) => {
    seq += 1;
    const id = `n${seq}`;
    setItems((all) => [...all.slice(-4), { ...item, id }]);
    // Successes and notices fade on their own; errors stay until dismissed.
    if (item.tone === 'success' || item.tone === 'info') {
      setTimeout(() => setItems((all) => all.filter((n) => n.id !== id)), 6000);
    }
  }, []);
  const notify = useMemo<Notify>(
    () => ({
      success: (message) => push({ tone: 'success', message }),
      info: (message) => push({ tone: 'info', message }),
      error: (message, errorId) => push({ tone: 'danger', message, errorId: errorId ?? null }),
      failure: (err, fallback) => {
        const e = (err ?? {}) as { status?: unknown; body?: unknown; errorId?: string | number | null };
        const text = errorNotification({ status: e.status ?? 500, body: e.body, errorId: e.errorId ?? null });
        if (text === null) return;
        // A write's own text, unless the server refused with a reason of its own (shown verbatim).
        push({ tone: 'danger', message: fallback ? failureText(fallback, e) : text });
      },
    }),
    [push],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <NotificationArea items={items} onDismiss={(id) => setItems((all) => all.filter((n) => n.id !== id))} />
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const n = useContext(NotifyContext);
  if (!n) throw new Error('useNotify outside NotificationsProvider');
  return n;
}
