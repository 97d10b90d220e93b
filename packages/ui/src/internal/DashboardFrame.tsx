import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FigureGrid, type FigureGridItem } from '../patterns/FigureGrid';
import { type LoadState, SectionBody } from '../patterns/Section';
import { Header, Root, Title } from './listFrame.styles';

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

export interface DashboardFrameProps {
  title: string;
  state: LoadState;
  /** The message of a failed read. */
  errorMessage: string;
  /** Nothing to show (no record counted). */
  empty: boolean;
  onRetry?: (() => void) | undefined;
  /** Names the figures' region. */
  figuresLabel: string;
  figures: readonly FigureGridItem[];
  /** The charts, laid out in a grid under the figures. */
  children: ReactNode;
}

/** The frame the loan and investor dashboards share: heading, load state, figures, then the charts. */
export function DashboardFrame({
  title,
  state,
  errorMessage,
  empty,
  onRetry,
  figuresLabel,
  figures,
  children,
}: DashboardFrameProps) {
  return (
    <Root>
      <Header>
        <Title>{title}</Title>
      </Header>
      <SectionBody state={state} errorMessage={errorMessage} empty={empty} {...(onRetry ? { onRetry } : {})}>
        <FigureGrid label={figuresLabel} figures={figures} />
        <Charts>{children}</Charts>
      </SectionBody>
    </Root>
  );
}
