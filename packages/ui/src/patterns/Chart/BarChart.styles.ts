import styled from 'styled-components';

export const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.semantic.text};
`;

export const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
  font-family: ${({ theme }) => theme.font.family};
`;

export const AxisText = styled.text`
  fill: ${({ theme }) => theme.semantic.textMuted};
  font-size: 11px;
`;

export const ValueText = styled.text`
  fill: ${({ theme }) => theme.semantic.text};
  font-size: 11px;
  font-variant-numeric: tabular-nums;
`;

export const BaseLine = styled.line`
  stroke: ${({ theme }) => theme.color.neutral[300]};
  stroke-width: 1;
`;
