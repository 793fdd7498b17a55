import { href } from '@portal/shared/routes';
import { useLogout } from '@portal/shared/state';
import { Spinner } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CajaCargando } from '../../../components/Cargando';

const Status = styled(CajaCargando)`
  h1 { margin: 0; font-size: 1.25rem; }
`;

/** `/logout`: clears the session (the api is told without waiting) and goes home. */
export function LogoutPage() {
  const logout = useLogout();
  const navigate = useNavigate();

  useEffect(() => {
    logout();
    void navigate(href('home'), { replace: true });
  }, [logout, navigate]);

  return (
    <Status role="status">
      <Spinner />
      <h1>Cerrando sesión…</h1>
    </Status>
  );
}
