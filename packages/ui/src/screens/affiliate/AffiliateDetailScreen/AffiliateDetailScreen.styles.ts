import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Meta = styled.span`
  color: ${({ theme }) => theme.semantic.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
`;

export const Content = styled.div`
  min-height: 240px;
  padding-top: ${({ theme }) => theme.space[4]};
`;
