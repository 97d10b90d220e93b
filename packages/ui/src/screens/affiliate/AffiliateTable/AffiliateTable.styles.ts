import styled, { css } from 'styled-components';

export const Scroll = styled.div`
  overflow: auto;
  max-height: ${({ theme }) => theme.size.tableViewport}px;
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const cell = css<{ $align?: 'start' | 'end' }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
  vertical-align: middle;
`;

export const Th = styled.th<{ $align?: 'start' | 'end' }>`
  ${cell};
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  height: ${({ theme }) => theme.size.tableHeader}px;
  background: ${({ theme }) => theme.color.neutral[50]};
  color: ${({ theme }) => theme.semantic.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

export const Td = styled.td<{ $align?: 'start' | 'end' }>`
  ${cell};
  height: ${({ theme }) => theme.size.tableRow}px;
  font-variant-numeric: ${({ $align }) => ($align === 'end' ? 'tabular-nums' : 'normal')};
`;

export const Tr = styled.tr`
  &:hover td {
    background: ${({ theme }) => theme.color.neutral[50]};
  }
  &:last-child td {
    border-bottom: 0;
  }
`;
