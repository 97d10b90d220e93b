/**
 * What a story draws of a registry (the admin actions, the detail tabs, the menu): a fixed subset
 * named by id, in the registry's order, so that its picture changes when its own screen does and
 * not whenever the registry grows. An id the registry no longer has fails the story. The whole of
 * each registry is checked by the domain's tests and by the panels' `EveryEntry` stories, which
 * take no picture. Stories only.
 */
import type { MenuEntry } from '@backoffice/domain';

export function pickEntries<T extends { readonly id: string }>(
  registry: readonly T[],
  ids: readonly string[],
): T[] {
  const missing = ids.filter((id) => !registry.some((e) => e.id === id));
  if (missing.length > 0) throw new Error(`Not in the registry: ${missing.join(', ')}`);
  return registry.filter((e) => ids.includes(e.id));
}

/** A menu with the entries named only: a group stays when it is named, with its named entries. */
export function pickMenu(menu: readonly MenuEntry[], ids: readonly string[]): MenuEntry[] {
  const keep = (entries: readonly MenuEntry[]): MenuEntry[] =>
    entries.flatMap((e) =>
      ids.includes(e.id) ? [e.children ? { ...e, children: keep(e.children) } : e] : [],
    );
  const picked = keep(menu);
  const found = new Set<string>();
  const walk = (entries: readonly MenuEntry[]) => {
    for (const e of entries) {
      found.add(e.id);
      walk(e.children ?? []);
    }
  };
  walk(picked);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new Error(`Not in the menu: ${missing.join(', ')}`);
  return picked;
}
