import { formatEurPlan, formatNumber, type InsuranceOption } from '@backoffice/domain';
import { Section } from '#patterns/Section';
import { configLabels } from '../labels';
import { Table, TableScroll } from '../shared/ConfigSection.styles';
import type { SectionLoad } from '../shared/section';

const L = configLabels.insurance;

export interface InsurancesSectionProps extends SectionLoad {
  /** GET /api/insurances (§3 "Insurance option"). */
  insurances?: readonly InsuranceOption[] | undefined;
}

/** The insurance options plans may offer, by vertical and month range (§3, §5). */
export function InsurancesSection({ insurances, ...status }: InsurancesSectionProps) {
  return (
    <Section
      title={configLabels.sections.insurances}
      {...status}
      empty={Boolean(insurances && insurances.length === 0)}
      emptyText={L.empty}
    >
      {insurances && insurances.length > 0 ? (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{L.columns.option}</th>
                <th scope="col">{L.columns.code}</th>
                <th scope="col">{L.columns.vertical}</th>
                <th scope="col" data-numeric="">
                  {L.columns.months}
                </th>
                <th scope="col" data-numeric="">
                  {L.columns.premium}
                </th>
                <th scope="col" data-numeric="">
                  {L.columns.minPremium}
                </th>
              </tr>
            </thead>
            <tbody>
              {insurances.map((o) => (
                <tr key={o.ruta}>
                  <th scope="row">{o.option}</th>
                  <td>{o.code}</td>
                  <td>{o.vertical}</td>
                  <td data-numeric="">{L.months(String(o.minMonth ?? ''), String(o.maxMonth ?? ''))}</td>
                  <td data-numeric="">{formatNumber(o.premium)}</td>
                  <td data-numeric="">{formatEurPlan(o.minPremium)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      ) : null}
    </Section>
  );
}
