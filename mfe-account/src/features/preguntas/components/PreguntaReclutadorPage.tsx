import { errorRespuestaReclutador, LARGO_MAXIMO_RESPUESTA_RECLUTADOR } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { Alert, Button, LoadError, PageTitle, SkeletonBlock, VisuallyHidden } from '@portal/shared/ui';
import { TextAreaField } from '@portal/shared/formularios';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { estadoHttp } from '../../../lib/mensaje-error';
import { usePregunta } from '../hooks/usePreguntas';
import { PreguntaTarjeta } from './PreguntaTarjeta';
import { ContenidoArea } from '../../../components/PaginaArea';

const Formulario = styled.form`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  > div { width: 100%; }
`;

const volver = <Link to={href('preguntasReclutadores')}>Volver a tus preguntas</Link>;

/** The answer form: checked with the api's own rule on submit, the characters left as a hint. */
function RespuestaFormulario({ enviando, onEnviar }: { enviando: boolean; onEnviar: (respuesta: string) => void }) {
  const [respuesta, setRespuesta] = useState('');
  const [error, setError] = useState<string | null>(null);
  const idCampo = useId();
  const quedan = LARGO_MAXIMO_RESPUESTA_RECLUTADOR - respuesta.trim().length;

  function enviar(event: FormEvent) {
    event.preventDefault();
    const problema = errorRespuestaReclutador(respuesta);
    setError(problema);
    if (problema) document.getElementById(idCampo)?.focus();
    else onEnviar(respuesta);
  }

  return (
    <Formulario onSubmit={enviar} noValidate aria-label="Responder la pregunta">
      <TextAreaField
        id={idCampo}
        label="Tu respuesta"
        value={respuesta}
        onChange={(event) => {
          setRespuesta(event.target.value);
          if (error) setError(errorRespuestaReclutador(event.target.value));
        }}
        error={error}
        hint={quedan >= 0 ? `Te quedan ${quedan.toLocaleString('es-CL')} caracteres.` : `Te pasaste por ${(-quedan).toLocaleString('es-CL')} caracteres.`}
        rows={6}
      />
      <Button type="submit" disabled={enviando}>
        {enviando ? 'Enviando…' : 'Enviar respuesta'}
      </Button>
    </Formulario>
  );
}

/** `/preguntas-reclutadores/{idPregunta}`: a recruiter's question, answered here once. */
export function PreguntaReclutadorPage() {
  const idPregunta = Number(useParams().idPregunta);
  const { consulta, pregunta, envio, responder } = usePregunta(idPregunta);
  const noExiste = estadoHttp(consulta.error) === 404;

  return (
    <ContenidoArea>
      <PageTitle>Pregunta de un reclutador</PageTitle>
      <p>{volver}</p>
      {consulta.loading && !pregunta ? (
        <div role="status">
          <VisuallyHidden>Cargando la pregunta…</VisuallyHidden>
          <SkeletonBlock $height="16rem" />
        </div>
      ) : null}
      {noExiste ? <Alert tone="info">No encontramos esta pregunta. Puede que ya no exista o que sea de otra cuenta.</Alert> : null}
      {consulta.error && !noExiste && !pregunta ? <LoadError message="No pudimos cargar la pregunta." onRetry={consulta.retry} /> : null}
      {envio.tipo === 'enviada' ? <Alert tone="info">Enviamos tu respuesta a la empresa.</Alert> : null}
      {envio.tipo === 'error' ? <Alert>{envio.mensaje}</Alert> : null}
      {pregunta ? (
        <PreguntaTarjeta pregunta={pregunta} titulo="h2">
          {pregunta.respondida === null ? <RespuestaFormulario enviando={envio.tipo === 'enviando'} onEnviar={(r) => void responder(r)} /> : null}
        </PreguntaTarjeta>
      ) : null}
    </ContenidoArea>
  );
}
