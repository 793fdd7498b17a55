import { getMisInformesSueldo, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { EmptyState, Fecha, LoadError, PageTitle, theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BotonLink } from '../../../components/BotonLink';
import { EsqueletoTarjetas } from '../../../components/EsqueletoTarjetas';
import { ContenidoArea, ListaTarjetas, tarjetaArea } from '../../../components/PaginaArea';

const Tarjeta = styled.li`
  ${tarjetaArea('0.25rem')}
  p { color: ${theme.color.textMuted}; }
`;

/** `/mis-informes-de-sueldo`: the reports the candidate asked for, the last first, each opening its full report. */
export function MisInformesSueldoPage() {
  const { data, error, loading, retry } = useQuery('mis-informes-sueldo', getMisInformesSueldo);
  return (
    <ContenidoArea>
      <PageTitle>Mis informes de sueldo</PageTitle>
      {loading && !data ? <EsqueletoTarjetas texto="Cargando tus informes de sueldo…" cantidad={3} alto="5.25rem" /> : null}
      {error ? <LoadError message="No pudimos cargar tus informes de sueldo." onRetry={retry} /> : null}
      {data && !data.informes.length ? (
        <EmptyState titulo="Aún no pides informes de sueldo." accion={<BotonLink to={href('informeSueldoTeaser')}>Buscar un cargo</BotonLink>}>
          Busca tu cargo en Informes de sueldo y pide el informe completo.
        </EmptyState>
      ) : null}
      {data?.informes.length ? (
        <ListaTarjetas>
          {data.informes.map((informe) => (
            <Tarjeta key={informe.idInforme}>
              <h2>
                <Link to={href('informeSueldo', { id: String(informe.idInforme) })}>{informe.cargo}</Link>
              </h2>
              <p>Pedido el <Fecha iso={informe.pedido} /></p>
            </Tarjeta>
          ))}
        </ListaTarjetas>
      ) : null}
    </ContenidoArea>
  );
}
