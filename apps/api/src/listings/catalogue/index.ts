/**
 * Every listing (loans §2 "Listings", "Arrears", "Cards", the investors' ADMIN
 * reports, "Other lists"; platform §2 affiliate listings) and the sidebar's server-defined reports,
 * each a declared ListingDef. Titles and roles come from the domain's route table by id
 * (LISTING_PATHS); a report of the sidebar lists its own (apps/api/src/reports/catalogue.ts).
 *
 * Every query outputs plain JSON values: money and percentages as float8, dates as 'YYYY-MM-DD'
 * text, and one unique, never-null column (`key`) that the export's keyset reads by.
 */
import { LISTING_PATHS, type ListingId } from '@backoffice/domain/listings';
import { REPORTS } from '../../reports/catalogue';
import type { ListingDef } from '../engine';
import { AFFILIATE_LISTINGS } from './affiliates';
import { INVESTOR_LISTINGS } from './investors';
import { OTHER_LISTINGS } from './lists';
import { LOAN_LISTINGS } from './loans';
import { REPORT_PARAMS, REPORT_QUERIES } from './reports';

/** The listings of the route table, each area's in its module. */
const ROUTE_LISTINGS = {
  ...LOAN_LISTINGS,
  ...AFFILIATE_LISTINGS,
  ...INVESTOR_LISTINGS,
  ...OTHER_LISTINGS,
} satisfies Record<ListingId, Omit<ListingDef, 'id'>>;

function build(): Map<string, ListingDef> {
  const all = new Map<string, ListingDef>();
  for (const [id, def] of Object.entries(ROUTE_LISTINGS)) all.set(id, { id, ...def } as ListingDef);
  for (const report of REPORTS) {
    const base = all.get(report.id) ?? REPORT_QUERIES[report.id];
    if (!base) throw new Error(`The report ${report.id} has no listing`);
    const { params: _params, ...rest } = base;
    all.set(report.id, {
      ...rest,
      id: report.id,
      title: report.name,
      roles: report.roles,
      query: (ctx) => base.query({ ...ctx, params: { ...REPORT_PARAMS, ...ctx.params } }),
    });
  }
  return all;
}

/** Every listing by id: the route table's and the sidebar's reports. */
export const LISTINGS: ReadonlyMap<string, ListingDef> = build();

export { LISTING_PATHS };
