// Exposed as `./DejarCv`: a company's "leave your CV" action for the pages that show a company (a fair
// stand, a company page), loaded with loadRemote('mfe_account/DejarCv').
import { href } from '@portal/shared/routes';
import { Alert, Button, VisuallyHidden } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDejarCv } from '../hooks/useDejarCv';

const Caja = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  p { margin: 0; }
`;

export interface DejarCvProps {
  idEmpresa: number;
  nombreEmpresa: string;
}

/** "Dejar mi CV" for one company, and the outcome in words. */
export function DejarCv({ idEmpresa, nombreEmpresa }: DejarCvProps) {
  const { estado, dejar } = useDejarCv(idEmpresa);
  if (estado === 'dejado') {
    return (
      <Alert tone="info">
        Dejaste tu CV en {nombreEmpresa}. La empresa podrá considerarte en sus próximos procesos de selección.
      </Alert>
    );
  }
  return (
    <Caja>
      {estado === 'fallido' ? (
        <Alert>
          No pudimos dejar tu CV en {nombreEmpresa}. Revisa que tu currículum esté completo en <Link to={href('miCurriculum')}>Mi currículum</Link> e inténtalo nuevamente.
        </Alert>
      ) : null}
      <Button type="button" disabled={estado === 'trabajando'} onClick={dejar}>
        {estado === 'trabajando' ? 'Dejando tu CV…' : 'Dejar mi CV'}
        <VisuallyHidden> en {nombreEmpresa}</VisuallyHidden>
      </Button>
    </Caja>
  );
}
