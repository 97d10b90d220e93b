import { canAccess, menuFor, paletteRoutes, searchResultPath, USER_MENU } from '@backoffice/domain';
import { CommandPalette, type PaletteChoice, type PaletteItem } from '@backoffice/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useReportsList } from '../reports/reports';
import { useSession } from '../session/SessionProvider';
import { useRegisteredActions } from './registry';
import { type RecordResult, useRecordSearch } from './useRecordSearch';

/**
 * The keyboard palette (issue 17), mounted once in the authenticated shell: the pages of the user's
 * menu (the domain's route table and §6 rules, titled as the routes are), the actions the screen in
 * view registered, and the finder's record search. A page or record opens where the sidebar and
 * the finder would open it; an action runs as its button would.
 */
export function CommandPaletteMount({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(initiallyOpen);
  const [query, setQuery] = useState('');
  // The same list the sidebar reads (one request for both); file reports download, so are left out.
  const { data: reports } = useReportsList(Boolean(user));
  const routes = useMemo<PaletteItem[]>(() => {
    if (!user) return [];
    const menu = menuFor(user.roles, {
      reports: Object.entries(reports ?? {}).map(([id, r]) => ({
        id,
        name: r.name,
        roles: r.roles ?? null,
        kind: r.kind ?? null,
      })),
    });
    // The user menu's pages too ('Mi horario'); 'Salir' is not a page.
    const own = USER_MENU.filter((e) => e.id !== 'logout' && canAccess(e.path, user.roles) === 'ok');
    return paletteRoutes([...menu, ...own]).map((r) => ({ id: r.path, label: r.title, detail: r.trail }));
  }, [user, reports]);
  const actions = useRegisteredActions();
  const search = useRecordSearch(user?.id ?? null, open ? query : '');

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  }, []);

  const onPick = (choice: PaletteChoice) => {
    if (choice.kind === 'route') navigate(choice.item.id);
    else if (choice.kind === 'action') actions.find((a) => a.id === choice.item.id)?.run();
    else {
      const path = searchResultPath((choice.item as RecordResult).hit);
      if (path) navigate(path);
    }
  };

  return (
    <CommandPalette
      open={open}
      onOpenChange={onOpenChange}
      routes={routes}
      actions={actions}
      records={search.records}
      loading={search.loading}
      error={search.error}
      onSearch={setQuery}
      onPick={onPick}
    />
  );
}

export default CommandPaletteMount;
