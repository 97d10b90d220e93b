import styled from 'styled-components';

export const Header = styled.header`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Decide = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Why = styled.span`
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const NoticeSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
