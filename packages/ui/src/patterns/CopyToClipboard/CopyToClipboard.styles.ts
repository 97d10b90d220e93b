import styled from 'styled-components';

export const Root = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Value = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Confirmation = styled.span<{ $failed: boolean }>`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $failed }) => ($failed ? theme.color.status.danger.bg : theme.color.status.success.bg)};
  color: ${({ theme, $failed }) => ($failed ? theme.color.status.danger.fg : theme.color.status.success.fg)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &:empty { padding: 0; }
`;
