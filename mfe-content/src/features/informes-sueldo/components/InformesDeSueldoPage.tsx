import { href } from '@portal/shared/routes';
import { Alert, Button, PageTitle, theme } from '@portal/shared/ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePedirInforme } from '../hooks/usePedirInforme';
import { useResumenSueldo } from '../hooks/useResumenSueldo';
import { CifrasSueldo } from './CifrasSueldo';
import { InformeCargado } from './InformeCargado';

const Completo = styled.section`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  padding: 1rem;
  border: 2px solid ${theme.color.primary};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

function PedirInforme({ cargo }: { cargo: string }) {
  const { estado, verInforme } = usePedirInforme(cargo);
  return (
    <Completo aria-labelledby="informe-completo">
      <h2 id="informe-completo">Informe completo</h2>
      <p>Suma el sueldo por tipo de jornada y dónde queda tu pretensión de renta frente a lo que se ofrece. Es gratis: solo ingresa con tu cuenta.</p>
      <Button type="button" onClick={verInforme} disabled={estado === 'pidiendo'}>
        {estado === 'pidiendo' ? 'Preparando tu informe…' : 'Ver informe completo'}
      </Button>
      {estado === 'fallido' ? <Alert>No pudimos preparar tu informe. Inténtalo nuevamente.</Alert> : null}
    </Completo>
  );
}

/** `/informes-de-sueldo/{teaser}`: the public summary of a position's offered salaries; a position without any is 404. */
export function InformesDeSueldoPage() {
  const teaser = useParams().teaser ?? '';
  return (
    <InformeCargado state={useResumenSueldo(teaser)} cargando="Cargando el informe de sueldo…" error="No pudimos cargar el informe de sueldo. Revisa tu conexión e inténtalo nuevamente.">
      {(resumen) => (
        <>
          <PageTitle>Sueldo de {resumen.cargo} en Chile</PageTitle>
          <p>
            Cuánto ofrecen las empresas por este cargo en las ofertas publicadas en el portal. <Link to={href('informeSueldoTeaser')}>Cómo leer un informe de sueldo</Link>
          </p>
          <CifrasSueldo resumen={resumen} />
          {resumen.general ? <PedirInforme cargo={resumen.slug} /> : null}
        </>
      )}
    </InformeCargado>
  );
}
