/**
 * The detail-tab registry (issue 11): each record type (affiliate, loan, investor) declares once
 * its tabs (id, Spanish label, the roles that see each), its default tab, its route and the query
 * parameter that carries the record's id. The route table, the tab bar and the admin's section map
 * all read it.
 */
import { hasAnyRole, type Role } from './roles';

export interface DetailTab<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  /** Who sees the tab, besides the roles that may open the detail; absent: every one of them. */
  readonly roles?: readonly Role[];
}

export interface DetailTabs<Id extends string = string> {
  readonly record: 'affiliate' | 'loan' | 'investor';
  /** The route pattern of the detail, with its `{tab}`. */
  readonly path: string;
  /** The query parameter that carries the record's id. */
  readonly query: string;
  readonly defaultTab: Id;
  readonly tabs: readonly DetailTab<Id>[];
}

export function defineDetailTabs<const Id extends string>(registry: DetailTabs<Id>): DetailTabs<Id> {
  return registry;
}

/** The ids of a registry, for `(typeof X)['tabs'][number]['id']`-free typing. */
export type TabId<R> = R extends DetailTabs<infer Id> ? Id : never;

export function isTabOf<Id extends string>(registry: DetailTabs<Id>, value: unknown): value is Id {
  return registry.tabs.some((t) => t.id === value);
}

/** The tabs these roles see, in their declared order. */
export function visibleTabs<Id extends string>(
  registry: DetailTabs<Id>,
  roles: readonly unknown[] | null | undefined,
): readonly DetailTab<Id>[] {
  return registry.tabs.filter((t) => t.roles === undefined || hasAnyRole(roles, t.roles));
}

/** `/creditos/detalle-credito/estado?credito=7`. */
export function tabHref<Id extends string>(registry: DetailTabs<Id>, tab: Id, id: string | number): string {
  return `${registry.path.replace('{tab}', tab)}?${registry.query}=${encodeURIComponent(String(id))}`;
}

/** The tab an URL segment names, or the default tab when it names none of them. */
export function tabOrDefault<Id extends string>(registry: DetailTabs<Id>, value: unknown): Id {
  return isTabOf(registry, value) ? value : registry.defaultTab;
}
