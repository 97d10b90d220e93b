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

export const TabList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
`;

export const TabLink = styled.a<{ $active: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  margin-bottom: -1px;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.semantic.accent : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.semantic.accent : theme.semantic.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.semibold : theme.font.weight.medium)};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.semantic.text};
  }
`;

export const Content = styled.div`
  min-height: 240px;
`;
