import { getMisInformesSueldo, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { Fecha, LoadError, PageStack, PageTitle, SkeletonBlock, theme, VisuallyHidden } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Contenido = styled(PageStack)`
  width: 100%;
  max-width: 56rem;
  margin: 0 auto;
`;

export const Lista = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tarjeta = styled.li`
  display: grid;
  gap: 0.25rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

/** Three cards of a report's height while the list loads. */
function Esqueleto() {
  return (
    <div role="status">
      <VisuallyHidden>Cargando tus informes de sueldo…</VisuallyHidden>
      <Lista as="div">
        {[0, 1, 2].map((i) => (
          <SkeletonBlock key={i} $height="5.25rem" />
        ))}
      </Lista>
    </div>
  );
}

/** `/mis-informes-de-sueldo`: the reports the candidate asked for, the last first, each opening its full report. */
export function MisInformesSueldoPage() {
  const { data, error, loading, retry } = useQuery('mis-informes-sueldo', getMisInformesSueldo);
  return (
    <Contenido>
      <PageTitle>Mis informes de sueldo</PageTitle>
      {loading && !data ? <Esqueleto /> : null}
      {error ? <LoadError message="No pudimos cargar tus informes de sueldo." onRetry={retry} /> : null}
      {data && !data.informes.length ? (
        <p>
          Aún no pides informes de sueldo. Busca tu cargo en <Link to={href('informeSueldoTeaser')}>Informes de sueldo</Link> y pide el informe completo.
        </p>
      ) : null}
      {data?.informes.length ? (
        <Lista>
          {data.informes.map((informe) => (
            <Tarjeta key={informe.idInforme}>
              <h2>
                <Link to={href('informeSueldo', { id: String(informe.idInforme) })}>{informe.cargo}</Link>
              </h2>
              <p>Pedido el <Fecha iso={informe.pedido} /></p>
            </Tarjeta>
          ))}
        </Lista>
      ) : null}
    </Contenido>
  );
}
