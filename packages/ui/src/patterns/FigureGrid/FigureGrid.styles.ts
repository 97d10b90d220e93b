import styled, { css } from 'styled-components';
import type { FigureGridVariant } from './FigureGrid';

const grids = {
  dashboard: css`
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  `,
  totals: css`
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  `,
} satisfies Record<FigureGridVariant, ReturnType<typeof css>>;

const figures = {
  // The value stands above its label (the label still comes first to a screen reader).
  dashboard: css`
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.lg};
  `,
  totals: css`
    flex-direction: column;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
  `,
} satisfies Record<FigureGridVariant, ReturnType<typeof css>>;

export const Grid = styled.dl<{ $variant: FigureGridVariant }>`
  display: grid;
  ${({ $variant }) => grids[$variant]}
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

export const Figure = styled.div<{ $variant: FigureGridVariant }>`
  display: flex;
  ${({ $variant }) => figures[$variant]}
  gap: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.semantic.border};
  background: ${({ theme }) => theme.semantic.surface};
`;

export const Label = styled.dt`
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;
