import styled, { css } from 'styled-components';

export type LoadingOverlayScope = 'container' | 'page';

export const Wrap = styled.div`
  position: relative;
`;

export const Veil = styled.div<{ $scope: LoadingOverlayScope }>`
  ${({ $scope }) =>
    $scope === 'page'
      ? css`
          position: fixed;
          z-index: ${({ theme }) => theme.zIndex.overlay};
        `
      : css`
          position: absolute;
          z-index: ${({ theme }) => theme.zIndex.sticky + 1};
        `}
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.veil};
  cursor: progress;
`;

export const Badge = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.semantic.surface};
  color: ${({ theme }) => theme.semantic.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
