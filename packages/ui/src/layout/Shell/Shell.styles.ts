import styled from 'styled-components';

export const Frame = styled.div`
  display: grid;
  grid-template-columns: 248px 1fr;
  grid-template-rows: 56px 1fr;
  grid-template-areas: 'top top' 'side main';
  height: 100vh;
`;

export const Top = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
  background: ${({ theme }) => theme.semantic.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  z-index: ${({ theme }) => theme.zIndex.sticky};
`;

export const Brand = styled.a`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.semantic.accent};
  text-decoration: none;
  letter-spacing: 0.02em;
`;

export const TopCenter = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const Side = styled.div`
  grid-area: side;
  min-height: 0;
`;

export const Main = styled.main`
  grid-area: main;
  min-width: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space[5]};
  &:focus { outline: none; }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 8px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.semantic.surface};
  &:focus { left: 8px; }
`;
