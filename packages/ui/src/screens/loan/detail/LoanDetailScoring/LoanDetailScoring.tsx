import { scoringRows } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { type ReactNode, useState } from 'react';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { KeyValueList } from '#patterns/KeyValueList';
import { Notification } from '#patterns/Notification';
import { Section, TableSection } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { YesNo } from '../LoanDetailParts/LoanDetailParts';
import { Stack } from '../LoanDetailParts/LoanDetailParts.styles';
import { loanDetailLabels as L } from '../labels';
import type { InsResumen, Killer, Read, ScoreResult, ScrapeReport } from '../types';
import { Holder, HolderTitle, Note, Older, Part, PartTitle } from './LoanDetailScoring.styles';

export interface LoanDetailScoringProps {
  /**
   * What the server gave this user (loans §6): 'full' to MICRO_ADMIN, RISK, COMERCIAL_PLUS and BE;
   * 'latestScrape' (only the latest successful scrape report, no score detail) to everyone else.
   */
  view: 'full' | 'latestScrape';
  reports: Read<ScrapeReport[]>;
  /** Full view only. */
  summaries?: Read<InsResumen[]>;
  scores?: Read<ScoreResult[]>;
  killers?: Read<Killer[]>;
  hasCoborrower: boolean;
  /** The accounts of a scrape, read when shown. */
  renderAccounts: (report: ScrapeReport) => ReactNode;
}

const opt = (onRetry?: () => void) => (onRetry ? { onRetry } : {});
const newest = <T extends { createdAt: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const statusText = (r: ScrapeReport) => (r.successful ? L.scrape.ok : L.scrape.failed);
const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

function OlderScrape({
  report,
  renderAccounts,
}: {
  report: ScrapeReport;
  renderAccounts: LoanDetailScoringProps['renderAccounts'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Older onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{L.scrape.scrapeOf(day(report.createdAt), statusText(report))}</summary>
      {open ? renderAccounts(report) : null}
    </Older>
  );
}

function HolderScrapes({
  title,
  reports,
  summary,
  summaries,
  full,
  renderAccounts,
}: {
  title: string;
  reports: readonly ScrapeReport[];
  summary: InsResumen | null | undefined;
  /** The summaries' read: while it loads or when it fails, the part says so. */
  summaries: Read<InsResumen[]> | undefined;
  full: boolean;
  renderAccounts: LoanDetailScoringProps['renderAccounts'];
}) {
  const latest = reports.find((r) => r.latest) ?? null;
  const older = reports.filter((r) => r !== latest);
  return (
    <Holder aria-label={`${L.sections.bankAnalysis} · ${title}`}>
      <HolderTitle>{title}</HolderTitle>
      {full ? (
        <Part aria-label={`${L.sections.latestSummary} · ${title}`}>
          <PartTitle>{L.sections.latestSummary}</PartTitle>
          {/* Inside a part (its heading is an h4), so a compact notice, not a page state. */}
          {summaries?.state === 'error' ? (
            <Notification tone="danger" message={messages.loanDetail.summaries} />
          ) : summaries?.state === 'loading' ? (
            <Note role="status">{L.scrape.loadingMore}</Note>
          ) : summary ? (
            <KeyValueList
              columns={3}
              items={scoringRows(summary.data).map((r) => ({ term: r.label, value: r.text }))}
            />
          ) : (
            <Note>{L.scrape.noSummary}</Note>
          )}
        </Part>
      ) : null}
      <Part aria-label={`${full ? L.sections.latestScrape : L.sections.latestReport} · ${title}`}>
        <PartTitle>
          {full ? L.sections.latestScrape : L.sections.latestReport}
          {latest ? ` · ${L.scrape.scrapeOf(day(latest.createdAt), statusText(latest))}` : ''}
        </PartTitle>
        {latest ? renderAccounts(latest) : <Note>{L.scrape.none}</Note>}
      </Part>
      {full && older.length > 0 ? (
        <Part aria-label={`${L.sections.olderScrapes} · ${title}`}>
          <PartTitle>{L.sections.olderScrapes}</PartTitle>
          {older.map((r) => (
            <OlderScrape key={r.id} report={r} renderAccounts={renderAccounts} />
          ))}
        </Part>
      ) : null}
    </Holder>
  );
}

const KILLER_COLUMNS: DataTableColumn<Killer>[] = [
  { id: 'code', header: L.fields.killerCode, accessor: (r) => r.code },
  { id: 'description', header: L.fields.description, accessor: (r) => r.description },
  { id: 'value', header: L.fields.value, accessor: (r) => r.value },
  {
    id: 'triggered',
    header: L.fields.triggered,
    render: (r) => (r.triggered ? <StatusBadge tone="danger" label={L.yes} /> : <YesNo value={false} />),
  },
];

/**
 * Scoring (loans §2, §6): the bank-scrape section for borrower and co-borrower (latest summary,
 * latest scrape, older scrapes, each with its accounts) and the scoring detail; roles without the
 * full view see only the latest successful scrape report, with no score detail.
 */
export function LoanDetailScoring({
  view,
  reports,
  summaries,
  scores,
  killers,
  hasCoborrower,
  renderAccounts,
}: LoanDetailScoringProps) {
  const full = view === 'full';
  const all = newest(reports.data ?? []);
  const holders = [
    { cot: false, title: L.holder.borrower },
    ...(hasCoborrower || all.some((r) => r.cotitular) ? [{ cot: true, title: L.holder.coborrower }] : []),
  ];
  const summaryOf = (cot: boolean) => newest((summaries?.data ?? []).filter((s) => s.cotitular === cot))[0];
  return (
    <Stack>
      <Section
        title={L.sections.bankAnalysis}
        state={reports.state}
        errorMessage={messages.loanDetail.scrapeReports}
        empty={reports.state === 'loaded' && all.length === 0}
        {...opt(reports.onRetry)}
      >
        {full ? null : <Note role="note">{L.scrape.noScoreDetail}</Note>}
        {holders.map((h) => (
          <HolderScrapes
            key={String(h.cot)}
            title={h.title}
            reports={all.filter((r) => r.cotitular === h.cot)}
            summary={summaryOf(h.cot)}
            summaries={summaries}
            full={full}
            renderAccounts={renderAccounts}
          />
        ))}
      </Section>
      {full && scores ? (
        <Section
          title={L.sections.scoring}
          state={scores.state}
          errorMessage={messages.loanDetail.scores}
          empty={scores.state === 'loaded' && (scores.data ?? []).length === 0}
          {...opt(scores.onRetry)}
        >
          {newest(scores.data ?? []).map((s) => (
            <Part key={s.id} aria-label={`${L.fields.score} ${s.id}`}>
              <PartTitle as="h3">
                {`${s.cotitular ? L.holder.coborrower : L.holder.borrower} · ${s.provider} · `}
                <DateText value={s.createdAt} />
              </PartTitle>
              <KeyValueList
                columns={3}
                items={[
                  { term: L.fields.score, value: s.score },
                  { term: L.fields.resolution, value: s.resolution },
                  ...scoringRows(s.detail).map((r) => ({ term: r.label, value: r.text })),
                ]}
              />
            </Part>
          ))}
        </Section>
      ) : null}
      {full && killers ? (
        <TableSection
          title={L.sections.killers}
          state={killers.state}
          data={killers.data}
          errorMessage={messages.loanDetail.killers}
          columns={KILLER_COLUMNS}
          onRetry={killers.onRetry}
        />
      ) : null}
    </Stack>
  );
}
