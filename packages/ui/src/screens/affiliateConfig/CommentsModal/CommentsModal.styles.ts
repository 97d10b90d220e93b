import styled from 'styled-components';

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 320px;
  overflow-y: auto;
`;

export const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.canvas};
`;

export const ItemBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Author = styled.strong`
  color: ${({ theme }) => theme.semantic.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const NewComment = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.semantic.border};
`;

export const FormRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  justify-content: space-between;
  flex-wrap: wrap;
`;

export const AutoDepartment = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

/** The inline question before a comment is deleted (a dialog over this dialog would fight it for focus). */
export const ConfirmRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
