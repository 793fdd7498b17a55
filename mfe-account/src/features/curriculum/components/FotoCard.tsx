import { descargarDelCurriculum, quitarArchivoCurriculum, subirArchivoCurriculum } from '@portal/shared/api';
import type { Curriculum } from '@portal/shared/contract';
import { FileInput } from '@portal/shared/archivo';
import { Alert, SecondaryButton, theme } from '@portal/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAccion } from '../../../lib/useAccion';
import { RecorteFotoDialog } from './RecorteFotoDialog';
import { Acciones, Tarjeta } from './Tarjeta';

const TAMANO = '7.5rem';
const Marco = styled.div`
  width: ${TAMANO};
  height: ${TAMANO};
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  font-size: 2rem;
  font-weight: 600;
  color: ${theme.color.textMuted};
  img { width: 100%; height: 100%; object-fit: cover; }
`;
const Fila = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
`;

/** Pictures a browser shows and the cropper reads; what is sent is always the cropped JPEG. */
const FORMATOS = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES_ORIGINAL = 15_000_000;

/** The signed-in candidate's photo, fetched with the session (the api serves it only to its owner). */
function useFoto(actualizada: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!actualizada) return undefined;
    const control = new AbortController();
    let creada: string | null = null;
    descargarDelCurriculum('foto', control.signal).then(
      (foto) => { creada = URL.createObjectURL(foto); setUrl(creada); },
      () => setUrl(null),
    );
    // The picture shown stays until the new one arrives (a revoked URL keeps its decoded image).
    return () => { control.abort(); if (creada) URL.revokeObjectURL(creada); };
  }, [actualizada]);
  return actualizada ? url : null;
}

interface Props {
  curriculum: Curriculum;
  onCambio: (curriculum: Curriculum) => void;
}

/** Profile photo: choose a picture, crop it in a dialog (cropperjs, loaded only then), save or remove it. */
export function FotoCard({ curriculum, onCambio }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const foto = useFoto(curriculum.foto?.actualizada ?? null);
  const [elegida, setElegida] = useState<string | null>(null);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const { ejecutar, trabajando, error } = useAccion();
  const iniciales = curriculum.nombre.split(/\s+/).slice(0, 2).map((p) => p[0]).join('');

  function elegir(archivo: File | undefined) {
    if (input.current) input.current.value = '';
    setAviso(null);
    if (!archivo) return;
    const problema = !FORMATOS.includes(archivo.type) ? 'Elige una imagen JPG, PNG, WebP o GIF.' : archivo.size > MAX_BYTES_ORIGINAL ? 'La imagen pesa más de 15 MB: elige una más liviana.' : null;
    setRechazo(problema);
    if (!problema) setElegida(URL.createObjectURL(archivo));
  }

  function cerrar() {
    if (elegida) URL.revokeObjectURL(elegida);
    setElegida(null);
    input.current?.focus();
  }

  const guardar = (recorte: Blob) =>
    ejecutar(async () => {
      onCambio(await subirArchivoCurriculum('foto', recorte, 'foto.jpg'));
      setAviso('Guardamos tu foto.');
    }).then((ok) => {
      if (ok) cerrar();
      return ok;
    });

  return (
    <Tarjeta titulo="Foto de perfil" seccion="foto">
      <Fila>
        <Marco>{foto ? <img src={foto} alt={`Foto de ${curriculum.nombre}`} /> : <span aria-hidden="true">{iniciales}</span>}</Marco>
        <div style={{ display: 'grid', gap: '0.5rem', minWidth: 0 }}>
          <label htmlFor={inputId}>{curriculum.foto ? 'Cambiar foto' : 'Subir foto'}</label>
          <FileInput ref={input} id={inputId} showChosen={false} accept={FORMATOS.join(',')} disabled={trabajando} onChange={(e) => elegir(e.target.files?.[0])} />
          <p style={{ margin: 0 }}>Una foto de frente, con buena luz. La recortarás antes de guardarla.</p>
        </div>
      </Fila>
      {rechazo || (error && !elegida) ? <Alert>{rechazo ?? error}</Alert> : null}
      {aviso ? <Alert tone="info">{aviso}</Alert> : null}
      {curriculum.foto ? (
        <Acciones>
          <SecondaryButton type="button" disabled={trabajando} onClick={() => void ejecutar(async () => { onCambio(await quitarArchivoCurriculum('foto')); setAviso('Eliminamos tu foto.'); })}>
            Eliminar foto
          </SecondaryButton>
        </Acciones>
      ) : null}
      {elegida ? <RecorteFotoDialog imagen={elegida} onGuardar={guardar} onCerrar={cerrar} errorGuardado={error} /> : null}
    </Tarjeta>
  );
}
