import type { StandFeria } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { LoadError, PageStack } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteWidget } from '../../../components/RemoteWidget';
import { useStand } from '../hooks/useStand';
import { StandHeader } from './StandHeader';
import { StandMedia } from './StandMedia';
import { StandOfertas } from './StandOfertas';
import { StandSkeleton } from './StandSkeleton';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.375rem; }
  p { margin: 0; }
  ul { margin: 0; }
`;

interface DejarCvProps {
  idEmpresa: number;
  nombreEmpresa: string;
}

function Stand({ stand }: { stand: StandFeria }) {
  return (
    <>
      <StandHeader stand={stand} />
      <Section aria-labelledby="stand-presentacion">
        <h2 id="stand-presentacion">Quiénes somos</h2>
        <p>{stand.presentacion}</p>
        {stand.descripcion ? <p>{stand.descripcion}</p> : null}
        <StandMedia stand={stand} />
      </Section>
      {stand.beneficios.length > 0 ? (
        <Section aria-labelledby="stand-beneficios">
          <h2 id="stand-beneficios">Beneficios</h2>
          <ul>
            {stand.beneficios.map((beneficio) => (
              <li key={beneficio}>{beneficio}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section aria-labelledby="stand-ofertas">
        <h2 id="stand-ofertas">Ofertas en la feria</h2>
        <StandOfertas stand={stand} />
      </Section>
      <Section aria-labelledby="stand-cv">
        <h2 id="stand-cv">Deja tu CV</h2>
        <p>¿No encuentras una oferta para ti? Deja tu CV en {stand.nombreEmpresa} y te considerará en sus próximos procesos de selección.</p>
        <RemoteWidget<DejarCvProps>
          id="mfe_account/DejarCv"
          exportName="DejarCv"
          props={{ idEmpresa: stand.idEmpresa, nombreEmpresa: stand.nombreEmpresa }}
          fallback={<p role="status">Por ahora no podemos recibir tu CV aquí. Inténtalo nuevamente en unos minutos.</p>}
          loading={{ lines: 1, label: 'Cargando la opción de dejar tu CV…' }}
        />
      </Section>
    </>
  );
}

/** `/pabellon/{nombrepabellon}/stand/{stand}`: the company's stand at the fair. */
export function StandPage() {
  const { data, error, retry } = useStand();
  let contenido;
  if (data) contenido = <Stand stand={data} />;
  else if (error) contenido = <LoadError message="No pudimos cargar el stand. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />;
  else contenido = <StandSkeleton />;
  const pabellon = data?.pabellon;
  return (
    <PageStack>
      <p>
        {pabellon ? (
          <Link to={href('pabellon', { slugpabellon: pabellon.llaveOpcionCategoria })}>Volver al pabellón {pabellon.nombreOpcionCategoria}</Link>
        ) : (
          <Link to={href('feriaHome')}>Volver a la feria</Link>
        )}
      </p>
      {contenido}
    </PageStack>
  );
}
