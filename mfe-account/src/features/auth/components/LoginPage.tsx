import { theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { LoginForm } from './LoginForm';

const Card = styled.div`
  display: grid;
  gap: 1.25rem;
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
  @media (min-width: ${theme.breakpoint.tablet}) {
    padding: 2rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

const Intro = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

/** `/ingresa-a-tu-cuenta`. */
export function LoginPage() {
  return (
    <Card>
      <Title>Ingresa a tu cuenta</Title>
      <Intro>Usa tu correo electrónico o tu RUN (por ejemplo, 12.345.678-9) y tu contraseña.</Intro>
      <LoginForm />
    </Card>
  );
}
