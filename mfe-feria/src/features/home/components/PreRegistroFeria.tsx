import { Alert, Button, SkeletonBlock } from '@portal/shared/ui';
import styled from 'styled-components';
import { usePreRegistro } from '../hooks/usePreRegistro';

const Caja = styled.section`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  h2 { margin: 0; font-size: 1.5rem; }
  p { margin: 0; }
`;

/** Pre-registration before the fair opens: sign in or register, then one button; the outcome in words. */
export function PreRegistroFeria({ nombreFeria }: { nombreFeria: string }) {
  const { estado, iniciar } = usePreRegistro();
  let contenido;
  if (estado === 'preinscrito') {
    contenido = (
      <Alert tone="info">
        Tu preinscripción en {nombreFeria} está confirmada. Te enviamos un correo de confirmación y verás la feria en tu panel de Mi cuenta.
      </Alert>
    );
  } else if (estado === 'cargando') {
    contenido = <SkeletonBlock $height="2.75rem" $width="12rem" />;
  } else {
    contenido = (
      <>
        {estado === 'fallido' ? <Alert>No pudimos preinscribirte en la feria. Inténtalo nuevamente en unos minutos.</Alert> : null}
        <p>
          {estado === 'visitante'
            ? 'Ingresa o crea tu cuenta y preinscríbete: te avisaremos por correo y tendrás tu currículum listo para el día de la feria.'
            : 'Preinscríbete y te avisaremos por correo cuando la feria abra.'}
        </p>
        <Button type="button" disabled={estado === 'trabajando'} onClick={iniciar}>
          {estado === 'trabajando' ? 'Preinscribiéndote…' : 'Preinscribirme'}
        </Button>
      </>
    );
  }
  return (
    <Caja aria-labelledby="pre-registro-title">
      <h2 id="pre-registro-title">Preinscripción</h2>
      {contenido}
    </Caja>
  );
}
