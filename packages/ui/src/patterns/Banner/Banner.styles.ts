import styled, { css } from 'styled-components';
import type { StatusTone } from '#theme/tokens';

const toneCss = (tone: StatusTone) => css`
  color: ${({ theme }) => theme.color.status[tone].fg};
  background: ${({ theme }) => theme.color.status[tone].bg};
  border: 1px solid ${({ theme }) => theme.color.status[tone].border};
`;

export const BannerBox = styled.div<{ $tone: StatusTone }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.md};
  ${({ $tone }) => toneCss($tone)}
`;

export const BannerText = styled.p`
  margin: 0;
  padding-top: 2px;
`;
