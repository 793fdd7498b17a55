import { getPerfilPostulantes, useQuery } from '@portal/shared/api';
import type { OfertaPerfilPostulantes } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { Fecha, LoadError, PageTitle } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EsqueletoTarjetas } from '../../../components/EsqueletoTarjetas';
import { DistribucionBarras } from './DistribucionBarras';
import { ContenidoArea, ListaTarjetas, tarjetaArea } from '../../../components/PaginaArea';
import { DetalleOferta } from '../../../components/TarjetaOferta';

const Tarjeta = styled.article`
  ${tarjetaArea('1rem')}
  h2 { font-size: 1.25rem; }
  h3 { margin: 0 0 0.5rem; font-size: 1rem; }
`;

function Oferta({ oferta }: { oferta: OfertaPerfilPostulantes }) {
  const { comparacion, postulantes } = oferta;
  return (
    <Tarjeta aria-labelledby={`oferta-${oferta.idOferta}`}>
      <h2 id={`oferta-${oferta.idOferta}`}>{oferta.nombreCargo}</h2>
      <DetalleOferta>
        {oferta.nombreEmpresaFantasia} · Postulaste el <Fecha iso={oferta.fechaPostulacion} />
        {postulantes === null ? '' : ` · ${formatNumber(postulantes)} postulantes`}
      </DetalleOferta>
      {comparacion ? (
        <>
          <DistribucionBarras titulo="Años de experiencia" bandas={comparacion.experiencia} />
          <DistribucionBarras titulo="Nivel de estudios" bandas={comparacion.educacion} />
          <DistribucionBarras titulo="Pretensión de renta" bandas={comparacion.pretension} />
        </>
      ) : (
        <p>Esta oferta tiene menos de 5 postulantes: aún no mostramos la comparación, para que nadie pueda ser identificado.</p>
      )}
    </Tarjeta>
  );
}

/** `/informes-perfil-postulantes`: for each offer applied to, where the candidate's profile stands among every applicant's. */
export function PerfilPostulantesPage() {
  const { data, error, loading, retry } = useQuery('perfil-postulantes', getPerfilPostulantes);
  return (
    <ContenidoArea>
      <PageTitle>Tu perfil frente a otros postulantes</PageTitle>
      <p>
        Para cada oferta a la que postulaste, cómo se reparten las personas que postularon según su experiencia, sus estudios y su pretensión de renta, y dónde estás tú.
        Mostramos solo porcentajes del total, nunca datos de una persona.
      </p>
      {loading && !data ? <EsqueletoTarjetas texto="Cargando la comparación con otros postulantes…" cantidad={2} alto="30rem" /> : null}
      {error ? <LoadError message="No pudimos cargar la comparación con otros postulantes." onRetry={retry} /> : null}
      {data && !data.ofertas.length ? (
        <p>
          Aún no tienes postulaciones vigentes. <Link to={href('trabajoEmpleo')}>Busca ofertas</Link> y postula para compararte con otros postulantes.
        </p>
      ) : null}
      {data?.ofertas.length ? (
        <ListaTarjetas>
          {data.ofertas.map((oferta) => (
            <li key={oferta.idOferta}>
              <Oferta oferta={oferta} />
            </li>
          ))}
        </ListaTarjetas>
      ) : null}
    </ContenidoArea>
  );
}
