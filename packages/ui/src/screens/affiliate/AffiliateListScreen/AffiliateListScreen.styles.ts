import styled from 'styled-components';

export { CountButton, Counts, CountValue, Header, Root, Title } from '#internal/listFrame.styles';

export const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 2fr) minmax(180px, 1fr) minmax(180px, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Comment = styled.span`
  display: inline-block;
  max-width: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

/** The create entry: a link (it opens in a new tab too) that looks like the primary button. */
export const CreateLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.size.control}px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.accent};
  color: ${({ theme }) => theme.color.neutral[0]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.semantic.accentHover};
  }
`;
