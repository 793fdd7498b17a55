import { href } from '@portal/shared/routes';
import { Alert, Button, Fecha, PageStack, PageTitle, theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSuscripcionPremium } from '../hooks/useSuscripcionPremium';

const Contenido = styled(PageStack)`
  width: 100%;
  max-width: 56rem;
  margin: 0 auto;
`;

const Incluye = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.background};
  }
  h3, p { margin: 0; }
`;

const Accion = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  padding: ${theme.space[4]};
  border: 2px solid ${theme.color.primary};
  border-radius: ${theme.radius};
  h2, p { margin: 0; }
`;

function Suscribirme() {
  const { estado, desde, suscribirme } = useSuscripcionPremium();
  if (estado === 'vigente') {
    return (
      <Accion aria-labelledby="suscripcion">
        <h2 id="suscripcion">Tu plan premium</h2>
        <p role="status">
          Tu plan premium está vigente{desde ? <> desde el <Fecha iso={desde} /></> : null}.
        </p>
        <p>
          Lo ves en <Link to={href('dashboard')}>tu escritorio</Link> y puedes terminarlo cuando quieras en{' '}
          <Link to={href('configuracionCuenta')}>Configuración de la cuenta</Link>.
        </p>
      </Accion>
    );
  }
  const ocupado = estado === 'cargando' || estado === 'suscribiendo';
  return (
    <Accion aria-labelledby="suscripcion">
      <h2 id="suscripcion">Suscríbete</h2>
      <p>
        {estado === 'visitante'
          ? 'Te pediremos ingresar con tu cuenta (o crear una) y volverás aquí con tu plan listo.'
          : 'Tu plan queda registrado en tu cuenta desde hoy.'}
      </p>
      <Button type="button" onClick={suscribirme} disabled={ocupado}>
        {estado === 'suscribiendo' ? 'Suscribiendo…' : 'Suscribirme'}
      </Button>
      {estado === 'fallido' ? <Alert>No pudimos completar tu suscripción. Inténtalo nuevamente.</Alert> : null}
    </Accion>
  );
}

/** `/plan-premium` (SUSCRIPCION_PREMIUM): what the plan includes, said as it is today, and «Suscribirme». */
export function PlanPremiumPage() {
  return (
    <Contenido>
      <PageTitle>Plan premium</PageTitle>
      <p>El plan premium reúne en tu cuenta los informes que te ayudan a decidir a qué postular y cuánto pedir.</p>
      <section aria-labelledby="incluye">
        <h2 id="incluye">Qué incluye</h2>
        <Incluye>
          <li>
            <h3>Informes de sueldo completos</h3>
            <p>
              Para cada cargo que consultes: el sueldo mediano, el rango habitual, cómo se reparten los sueldos y cómo cambian por región y por años de experiencia, además del
              sueldo por tipo de jornada y dónde queda tu pretensión de renta frente a lo que se ofrece. Se calculan con los sueldos publicados en las ofertas vigentes y de los
              últimos 12 meses, y quedan guardados en Mis informes de sueldo.
            </p>
            <p>
              <Link to={href('informeSueldoTeaser')}>Ver los informes de sueldo</Link>
            </p>
          </li>
          <li>
            <h3>Tu perfil frente a otros postulantes</h3>
            <p>
              En tus postulaciones más recientes (hasta 20), cómo se reparten las demás personas que postularon según sus años de experiencia, su nivel de estudios y su
              pretensión de renta, y en qué grupo estás tú. Solo mostramos porcentajes, nunca los datos de una persona, y solo en ofertas con al menos 5 postulantes.
            </p>
          </li>
        </Incluye>
      </section>
      <section aria-labelledby="costo">
        <h2 id="costo">Cuánto cuesta</h2>
        <p>
          Por ahora el plan premium es gratuito: no te pedimos medios de pago ni hacemos ningún cobro. Estos informes también están abiertos a todas las personas con cuenta en
          el portal. Puedes terminar tu plan cuando quieras desde Configuración de la cuenta.
        </p>
      </section>
      <Suscribirme />
    </Contenido>
  );
}
