import styled from 'styled-components';

export const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]};
  background: linear-gradient(160deg, ${({ theme }) => theme.color.brand[50]} 0%, ${({ theme }) => theme.semantic.canvas} 60%);
`;

export const Card = styled.div`
  width: min(380px, 100%);
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.semantic.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.semantic.accent};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Intro = styled.p`
  margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[5]}`};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Alert = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.status.danger.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.status.danger.bg};
  color: ${({ theme }) => theme.color.status.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
