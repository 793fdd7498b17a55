import { descargarDelCurriculum, quitarArchivoCurriculum, subirArchivoCurriculum } from '@portal/shared/api';
import { EXTENSIONES_PERMITIDAS, errorArchivo, type Curriculum } from '@portal/shared/contract';
import { FileInput } from '@portal/shared/archivo';
import { Alert, Button, Fecha, SecondaryButton } from '@portal/shared/ui';
import { useId, useRef, useState } from 'react';
import { useAccion } from '../../../lib/useAccion';
import { guardarComo, tamanoTexto } from '../lib/formato';
import { Acciones, Tarjeta } from './Tarjeta';

interface Props {
  curriculum: Curriculum;
  onCambio: (curriculum: Curriculum) => void;
}

/** The CV as a file (SPEC.md rules, checked here and again at the api): upload or replace, download, delete. */
export function ArchivoCard({ curriculum, onCambio }: Props) {
  const { archivo } = curriculum;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { ejecutar, trabajando, error } = useAccion();
  const [rechazo, setRechazo] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);

  function elegir(seleccion: File | undefined) {
    setAviso(null);
    if (!seleccion) return;
    const problema = errorArchivo(seleccion.name, seleccion.size);
    setRechazo(problema);
    if (input.current) input.current.value = '';
    if (problema) return;
    void ejecutar(async () => {
      onCambio(await subirArchivoCurriculum('archivo', seleccion, seleccion.name));
      setAviso(`Subimos «${seleccion.name}».`);
    });
  }

  const mensaje = rechazo ?? error;
  return (
    <Tarjeta titulo="Archivo de currículum">
      {archivo ? (
        <p>
          <strong>{archivo.nombre}</strong> · {tamanoTexto(archivo.bytes)} · subido el <Fecha iso={archivo.subido} />
        </p>
      ) : (
        <p>Sube tu currículum en un archivo para postular a las ofertas que lo piden.</p>
      )}
      {mensaje ? <Alert>{mensaje}</Alert> : null}
      {aviso ? <Alert tone="info">{aviso}</Alert> : null}
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <label htmlFor={inputId}>{archivo ? 'Reemplazar archivo' : 'Subir archivo'}</label>
        <FileInput
          ref={input}
          id={inputId}
          showChosen={false}
          aria-describedby={`${inputId}-ayuda`}
          accept={EXTENSIONES_PERMITIDAS.map((e) => `.${e}`).join(',')}
          disabled={trabajando}
          onChange={(e) => elegir(e.target.files?.[0])}
        />
        <p style={{ margin: 0 }} id={`${inputId}-ayuda`}>Formatos {EXTENSIONES_PERMITIDAS.join(', ')} (extensión en minúsculas), hasta 5 MB.</p>
      </div>
      {archivo ? (
        <Acciones>
          <Button type="button" disabled={trabajando} onClick={() => void ejecutar(async () => guardarComo(await descargarDelCurriculum('archivo'), archivo.nombre))}>
            Descargar archivo
          </Button>
          <SecondaryButton
            type="button"
            disabled={trabajando}
            onClick={() => void ejecutar(async () => { onCambio(await quitarArchivoCurriculum('archivo')); setAviso('Eliminamos el archivo de tu currículum.'); })}
          >
            Eliminar archivo
          </SecondaryButton>
        </Acciones>
      ) : null}
    </Tarjeta>
  );
}
