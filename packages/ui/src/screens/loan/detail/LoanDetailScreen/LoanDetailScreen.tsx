import { financingName, headerFigures } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { MouseEvent, ReactNode } from 'react';
import { navigateInApp } from '#internal/navigation';
import { KeyValueList } from '#patterns/KeyValueList';
import { Money } from '#patterns/Money';
import { SectionBody } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { Tabs } from '#patterns/Tabs';
import { Copyable, Percent } from '../LoanDetailParts/LoanDetailParts';
import { loanDetailLabels as L } from '../labels';
import type { LoadState, LoanDetail } from '../types';
import { Content, Figures, FiguresTitle, Header, Marks, Root, Title } from './LoanDetailScreen.styles';

export interface LoanDetailTabItem {
  id: string;
  label: string;
}

export interface LoanDetailScreenProps {
  /** The loan's own read (`/api/loanControlDetail/{id}`). */
  state: LoadState;
  loan: LoanDetail | null;
  /** The tabs the user's roles see, in the registry's order. */
  tabs: readonly LoanDetailTabItem[];
  /** The {tab} of /creditos/detalle-credito/{tab}?credito={id}. */
  tab: string;
  tabHref: (tab: string) => string;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
  /** A text shown instead of the loan (the parameter check's 'Parametros no válidos'). */
  errorMessage?: string;
  /** Record-wide actions in the header (the comments modal of §2). */
  headerActions?: ReactNode;
  /** The open tab; each tab reads and shows its own state. */
  children?: ReactNode;
}

/**
 * The loan detail frame (loans §2, §3): the financing name (F, B or C and the id on 7 digits), the
 * status badge, type, demo and securitised marks and the computed values of §3, then the tabs as
 * route links.
 */
export function LoanDetailScreen({
  state,
  loan,
  tabs,
  tab,
  tabHref,
  onNavigate,
  onRetry,
  errorMessage = messages.loanDetail.detail,
  headerActions,
  children,
}: LoanDetailScreenProps) {
  const go = (e: MouseEvent<HTMLElement>, href: string) => navigateInApp(e, href, onNavigate);
  const ready = state === 'loaded' && loan;
  return (
    <Root>
      <Header>
        <Title>{loan ? financingName(loan.creditId, loan.tipo) : L.title}</Title>
        {loan ? (
          <Marks>
            <StatusBadge catalogue="loan" value={loan.estadoCd} title={loan.estadoCd} />
            <span>{loan.estadoCd}</span>
            <span>{L.types[loan.cobros ? 'cobros' : loan.tipo] ?? loan.tipo}</span>
            {loan.demo ? <StatusBadge tone="warning" label={L.marks.demo} /> : null}
            {loan.securitized ? <StatusBadge tone="info" label={L.marks.securitized} /> : null}
            <Copyable value={loan.code} label={L.code} />
          </Marks>
        ) : null}
        {ready ? headerActions : null}
      </Header>
      {ready ? (
        <>
          <Figures aria-label={L.figuresTitle}>
            <FiguresTitle>{L.figuresTitle}</FiguresTitle>
            <KeyValueList
              columns={3}
              items={headerFigures(loan.computed, loan.cobros).map((f) => ({
                term: L.figures[f.key],
                value: f.kind === 'money' ? <Money value={f.value} /> : <Percent value={f.value} />,
              }))}
            />
          </Figures>
          <Tabs
            label={L.tabsNav}
            current={tab}
            tabs={tabs.map((t) => ({ id: t.id, label: t.label, href: tabHref(t.id) }))}
            onSelect={(id, e) => go(e, tabHref(id))}
          >
            <Content>{children}</Content>
          </Tabs>
        </>
      ) : (
        <SectionBody
          level={1}
          state={state === 'loaded' ? 'loading' : state}
          errorMessage={errorMessage}
          empty={state === 'empty'}
          {...(onRetry ? { onRetry } : {})}
        />
      )}
    </Root>
  );
}
