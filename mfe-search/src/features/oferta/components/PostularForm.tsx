import { errorMessage, postular } from '@portal/shared/api';
import { campoDocumento, type EstadoPostulacion, type Oferta, type Postulacion } from '@portal/shared/contract';
import { Alert, Button, SecondaryButton, theme } from '@portal/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ERROR_AL_POSTULAR } from '../lib/error-al-postular';
import { errores, origenPorPantalla, type Borrador } from '../lib/validacion';
import { CampoArchivo } from './CampoArchivo';
import { EleccionCurriculum } from './EleccionCurriculum';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  h2 { margin: 0; font-size: 1.25rem; }
  fieldset { display: grid; gap: 1rem; margin: 0; padding: 0; border: 0; }
  legend { padding: 0; margin-bottom: 0.5rem; font-weight: 600; }
`;

const Area = styled.textarea`
  min-height: 6rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 1px solid ${theme.color.textMuted};
  border-radius: ${theme.radius};
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.9rem;
`;

const Nota = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

interface Props {
  oferta: Oferta;
  tieneCurriculumPerfil: boolean;
  curriculumPerfil: EstadoPostulacion['curriculumPerfil'];
  faltantesCurriculum: EstadoPostulacion['faltantesCurriculum'];
  onCancel: () => void;
  onPostulado: (postulacion: Postulacion) => void;
}

/** The apply form: screening questions, required documents and the CV the offer accepts. */
export function PostularForm({ oferta, tieneCurriculumPerfil, curriculumPerfil, faltantesCurriculum, onCancel, onPostulado }: Props) {
  const titleId = useId();
  const titulo = useRef<HTMLHeadingElement>(null);
  // Focus moves to the form as it opens, beside the offer on desktop or below it on phones.
  useEffect(() => titulo.current?.focus(), []);
  const [borrador, setBorrador] = useState<Borrador>({
    respuestas: {},
    documentos: {},
    curriculum: null,
    modoCurriculum: oferta.tipoCurriculumAceptado === 'ARCHIVO' || !tieneCurriculumPerfil ? 'ARCHIVO' : 'PERFIL',
  });
  // A field shows its error once dirty; sending marks every field dirty.
  const [dirty, setDirty] = useState<Set<string>>(new Set());
  // Sending with errors moves focus to the first one, once its message is rendered and tied to the field.
  const [envioRechazado, setEnvioRechazado] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (envioRechazado) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [envioRechazado]);
  const [enviando, setEnviando] = useState(false);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const invalidos = errores(oferta, borrador);
  const error = (campo: string) => (dirty.has(campo) ? (invalidos.get(campo) ?? null) : null);
  const cambiar = (campo: string, cambio: Partial<Borrador>) => {
    setBorrador((actual) => ({ ...actual, ...cambio }));
    setDirty((actual) => new Set(actual).add(campo));
  };
  const sinCurriculumPerfil = oferta.tipoCurriculumAceptado === 'NORMAL' && !tieneCurriculumPerfil;

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    setDirty(new Set(['curriculum', ...oferta.preguntas.map((p) => `pregunta_${p.idPregunta}`), ...oferta.documentosRequeridos.map((d) => campoDocumento(d.idDocumento))]));
    if (invalidos.size) setEnvioRechazado((veces) => veces + 1);
    if (invalidos.size || sinCurriculumPerfil) return;
    setEnviando(true);
    setErrorServidor(null);
    try {
      const postulacion = await postular({
        idOferta: oferta.idOferta,
        origen: origenPorPantalla(),
        respuestas: oferta.preguntas.map((p) => ({ idPregunta: p.idPregunta, respuesta: borrador.respuestas[p.idPregunta]!.trim() })),
        usarCurriculumPerfil: borrador.modoCurriculum === 'PERFIL',
        documentos: new Map(oferta.documentosRequeridos.map((d) => [d.idDocumento, borrador.documentos[d.idDocumento]!])),
        curriculum: borrador.modoCurriculum === 'ARCHIVO' ? borrador.curriculum : null,
      });
      onPostulado(postulacion);
    } catch (caught) {
      setErrorServidor(await errorMessage(caught, ERROR_AL_POSTULAR));
      setEnviando(false);
    }
  };

  return (
    <Form ref={form} aria-labelledby={titleId} noValidate onSubmit={(event) => void enviar(event)}>
      <h2 id={titleId} ref={titulo} tabIndex={-1}>
        Postular a {oferta.nombreCargo}
      </h2>
      {oferta.preguntas.length || oferta.documentosRequeridos.length ? <Nota>Todos los campos son obligatorios.</Nota> : null}
      {oferta.preguntas.length ? (
        <fieldset>
          <legend>Preguntas de la empresa</legend>
          {oferta.preguntas.map((p) => {
            const campo = `pregunta_${p.idPregunta}`;
            const mensaje = error(campo);
            return (
              <Field key={p.idPregunta}>
                <label htmlFor={campo}>{p.pregunta}</label>
                <Area
                  id={campo}
                  required
                  value={borrador.respuestas[p.idPregunta] ?? ''}
                  aria-invalid={mensaje ? true : undefined}
                  aria-describedby={mensaje ? `${campo}-error` : undefined}
                  onChange={(e) => cambiar(campo, { respuestas: { ...borrador.respuestas, [p.idPregunta]: e.target.value } })}
                />
                {mensaje ? <ErrorText id={`${campo}-error`}>{mensaje}</ErrorText> : null}
              </Field>
            );
          })}
        </fieldset>
      ) : null}
      {oferta.documentosRequeridos.length ? (
        <fieldset>
          <legend>Documentos requeridos</legend>
          {oferta.documentosRequeridos.map((d) => (
            <CampoArchivo
              key={d.idDocumento}
              label={d.nombre}
              name={campoDocumento(d.idDocumento)}
              error={error(campoDocumento(d.idDocumento))}
              onChange={(archivo) => cambiar(campoDocumento(d.idDocumento), { documentos: { ...borrador.documentos, [d.idDocumento]: archivo } })}
            />
          ))}
        </fieldset>
      ) : null}
      <EleccionCurriculum
        tipo={oferta.tipoCurriculumAceptado}
        tieneCurriculumPerfil={tieneCurriculumPerfil}
        curriculumPerfil={curriculumPerfil}
        faltantes={faltantesCurriculum}
        modo={borrador.modoCurriculum}
        error={error('curriculum')}
        onModo={(modoCurriculum) => cambiar('curriculum', { modoCurriculum })}
        onArchivo={(curriculum) => cambiar('curriculum', { curriculum: curriculum ?? null })}
      />
      {errorServidor ? <Alert>{errorServidor}</Alert> : null}
      <Buttons>
        <Button type="submit" disabled={enviando || sinCurriculumPerfil}>
          {enviando ? 'Enviando…' : 'Enviar postulación'}
        </Button>
        <SecondaryButton type="button" onClick={onCancel}>
          Cancelar
        </SecondaryButton>
      </Buttons>
    </Form>
  );
}
