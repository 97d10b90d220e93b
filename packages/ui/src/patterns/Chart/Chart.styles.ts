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

/**
 * Where chartist draws. Its own stylesheet is not loaded: the few classes it emits are styled
 * here from the tokens, so the chart follows the theme and no global CSS ships with the library.
 */
export const Plot = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  font-family: ${({ theme }) => theme.font.family};

  svg {
    display: block;
    overflow: visible;
  }
  .ct-grid {
    stroke: ${({ theme }) => theme.color.neutral[200]};
    stroke-width: 1px;
    stroke-dasharray: 2px;
  }
  .ct-label {
    display: flex;
    color: ${({ theme }) => theme.semantic.textMuted};
    font-size: 11px;
    line-height: 1;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .ct-label.ct-horizontal.ct-end {
    justify-content: center;
    align-items: flex-start;
  }
  .ct-label.ct-vertical.ct-start {
    justify-content: flex-end;
    align-items: flex-end;
    text-align: right;
  }
  .ct-bar {
    fill: none;
  }
  .ct-line {
    fill: none;
    stroke-width: 2px;
  }
  .ct-point {
    stroke-width: 7px;
    stroke-linecap: round;
  }
  .ct-value {
    fill: ${({ theme }) => theme.semantic.text};
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $color }) => $color};
`;
