import { href } from '@portal/shared/routes';
import { LoadError, PageTitle, VisuallyHidden } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EsqueletoTarjetas } from '../../../components/EsqueletoTarjetas';
import { usePreguntas } from '../hooks/usePreguntas';
import { PreguntaTarjeta } from './PreguntaTarjeta';
import { ContenidoArea, ListaTarjetas } from '../../../components/PaginaArea';

const Seccion = styled.section`
  display: grid;
  gap: 1rem;
  h2 { margin: 0; font-size: 1.25rem; }
`;

/** `/preguntas-reclutadores`: the questions waiting for an answer first, then the answered ones with their answers. */
export function PreguntasReclutadoresPage() {
  const { data, error, loading, retry } = usePreguntas();
  const porResponder = data?.preguntas.filter((p) => p.respondida === null) ?? [];
  const respondidas = data?.preguntas.filter((p) => p.respondida !== null) ?? [];

  return (
    <ContenidoArea>
      <PageTitle>Preguntas de reclutadores</PageTitle>
      <p>Cuando una empresa necesita saber algo más sobre una de tus postulaciones, te lo pregunta aquí. Tu respuesta le llega a la empresa.</p>
      {loading && !data ? <EsqueletoTarjetas texto="Cargando tus preguntas…" cantidad={2} alto="12rem" /> : null}
      {error ? <LoadError message="No pudimos cargar tus preguntas." onRetry={retry} /> : null}
      {data && !data.preguntas.length ? (
        <p>
          No tienes preguntas de reclutadores. Revisa el avance de tus procesos en <Link to={href('misPostulaciones')}>Mis postulaciones</Link>.
        </p>
      ) : null}
      {porResponder.length ? (
        <Seccion aria-labelledby="por-responder">
          <h2 id="por-responder">Por responder ({porResponder.length})</h2>
          <ListaTarjetas>
            {porResponder.map((pregunta) => (
              <li key={pregunta.idPregunta}>
                <PreguntaTarjeta pregunta={pregunta} titulo="h3">
                  <p>
                    <Link to={href('preguntaReclutador', { idPregunta: String(pregunta.idPregunta) })}>
                      Responder<VisuallyHidden> la pregunta sobre {pregunta.postulacion.oferta.nombreCargo}</VisuallyHidden>
                    </Link>
                  </p>
                </PreguntaTarjeta>
              </li>
            ))}
          </ListaTarjetas>
        </Seccion>
      ) : null}
      {respondidas.length ? (
        <Seccion aria-labelledby="respondidas">
          <h2 id="respondidas">Respondidas</h2>
          <ListaTarjetas>
            {respondidas.map((pregunta) => (
              <li key={pregunta.idPregunta}>
                <PreguntaTarjeta pregunta={pregunta} titulo="h3" />
              </li>
            ))}
          </ListaTarjetas>
        </Seccion>
      ) : null}
    </ContenidoArea>
  );
}
