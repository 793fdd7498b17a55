import { getPerfilPostulantes, useQuery } from '@portal/shared/api';
import type { OfertaPerfilPostulantes } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { Fecha, LoadError, PageTitle, SkeletonBlock, theme, VisuallyHidden } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DistribucionBarras } from './DistribucionBarras';
import { Contenido, Lista } from './MisInformesSueldoPage';

const Tarjeta = styled.article`
  display: grid;
  gap: 1rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.25rem; }
  h3 { margin: 0 0 0.5rem; font-size: 1rem; }
  p { margin: 0; }
`;

const Detalle = styled.p`
  color: ${theme.color.textMuted};
`;

function Oferta({ oferta }: { oferta: OfertaPerfilPostulantes }) {
  const { comparacion, postulantes } = oferta;
  return (
    <Tarjeta aria-labelledby={`oferta-${oferta.idOferta}`}>
      <h2 id={`oferta-${oferta.idOferta}`}>{oferta.nombreCargo}</h2>
      <Detalle>
        {oferta.nombreEmpresaFantasia} · Postulaste el <Fecha iso={oferta.fechaPostulacion} />
        {postulantes === null ? '' : ` · ${formatNumber(postulantes)} postulantes`}
      </Detalle>
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

/** Two cards of an offer's height while the comparison loads. */
function Esqueleto() {
  return (
    <div role="status">
      <VisuallyHidden>Cargando la comparación con otros postulantes…</VisuallyHidden>
      <Lista as="div">
        {[0, 1].map((i) => (
          <SkeletonBlock key={i} $height="30rem" />
        ))}
      </Lista>
    </div>
  );
}

/** `/informes-perfil-postulantes`: for each offer applied to, where the candidate's profile stands among every applicant's. */
export function PerfilPostulantesPage() {
  const { data, error, loading, retry } = useQuery('perfil-postulantes', getPerfilPostulantes);
  return (
    <Contenido>
      <PageTitle>Tu perfil frente a otros postulantes</PageTitle>
      <p>
        Para cada oferta a la que postulaste, cómo se reparten las personas que postularon según su experiencia, sus estudios y su pretensión de renta, y dónde estás tú.
        Mostramos solo porcentajes del total, nunca datos de una persona.
      </p>
      {loading && !data ? <Esqueleto /> : null}
      {error ? <LoadError message="No pudimos cargar la comparación con otros postulantes." onRetry={retry} /> : null}
      {data && !data.ofertas.length ? (
        <p>
          Aún no tienes postulaciones vigentes. <Link to={href('trabajoEmpleo')}>Busca ofertas</Link> y postula para compararte con otros postulantes.
        </p>
      ) : null}
      {data?.ofertas.length ? (
        <Lista>
          {data.ofertas.map((oferta) => (
            <li key={oferta.idOferta}>
              <Oferta oferta={oferta} />
            </li>
          ))}
        </Lista>
      ) : null}
    </Contenido>
  );
}
