import { Dialog } from '@portal/shared/dialogo';
import { Alert, Button, SecondaryButton, Spinner, theme } from '@portal/shared/ui';
import type Cropper from 'cropperjs';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Acciones } from './Tarjeta';

/** SPEC.md's cropper defaults (cropperjs 1.x option names). */
const OPCIONES_RECORTE = { autoCropArea: 0.8, wheelZoomRatio: 0.1, minContainerWidth: 200, minContainerHeight: 100 } as const;
/** The photo sent: a small square JPEG, a few dozen KB. */
const LADO_FOTO = 400;

const Lienzo = styled.div`
  height: min(60vh, 22rem);
  background: ${theme.color.surface};
  img { display: block; max-width: 100%; }
`;

let estiloCargado = false;
/** cropperjs and its stylesheet, fetched the first time a photo is cropped (never on other pages). */
async function cargarCropper(): Promise<typeof Cropper> {
  const [{ default: CropperJs }, { default: hoja }] = await Promise.all([import('cropperjs'), import('cropperjs/dist/cropper.css')]);
  if (!estiloCargado) {
    const estilo = document.createElement('style');
    estilo.textContent = hoja;
    document.head.append(estilo);
    estiloCargado = true;
  }
  return CropperJs;
}

interface Props {
  /** Object URL of the picture chosen. */
  imagen: string;
  onGuardar: (foto: Blob) => Promise<boolean>;
  onCerrar: () => void;
  /** Why the api refused the last save, if it did. */
  errorGuardado: string | null;
}

/** A modal dialog to crop the chosen picture to a square (drag, wheel or buttons) and save it. */
export function RecorteFotoDialog({ imagen, onGuardar, onCerrar, errorGuardado }: Props) {
  const img = useRef<HTMLImageElement>(null);
  const cropper = useRef<Cropper | null>(null);
  const [listo, setListo] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let vigente = true;
    cargarCropper().then(
      (CropperJs) => {
        if (!vigente || !img.current) return;
        // checkOrientation off: browsers already turn photos by their EXIF data, and it would fetch the blob again.
        cropper.current = new CropperJs(img.current, { ...OPCIONES_RECORTE, aspectRatio: 1, viewMode: 1, checkOrientation: false, ready: () => setListo(true) });
      },
      () => setError('No pudimos abrir el editor de fotos. Revisa tu conexión e inténtalo nuevamente.'),
    );
    return () => {
      vigente = false;
      cropper.current?.destroy();
      cropper.current = null;
    };
  }, []);

  function guardar() {
    const lienzo = cropper.current?.getCroppedCanvas({ width: LADO_FOTO, height: LADO_FOTO, fillColor: '#ffffff', imageSmoothingQuality: 'high' });
    if (!lienzo) return;
    setGuardando(true);
    lienzo.toBlob(
      (foto) => {
        if (!foto) {
          setGuardando(false);
          setError('No pudimos recortar la foto. Prueba con otra imagen.');
          return;
        }
        void onGuardar(foto).finally(() => setGuardando(false));
      },
      'image/jpeg',
      0.9,
    );
  }

  return (
    <Dialog titulo="Recorta tu foto" descripcion={<p>Arrastra el recuadro o la imagen, y usa los botones para acercar o girar.</p>} onCerrar={onCerrar} ancho="32rem">
      {error || errorGuardado ? <Alert>{error ?? errorGuardado}</Alert> : null}
      <Lienzo aria-busy={!listo}>
        <img ref={img} src={imagen} alt="Foto que estás recortando" />
      </Lienzo>
      <Acciones>
        <SecondaryButton type="button" disabled={!listo} onClick={() => cropper.current?.zoom(0.1)}>
          Acercar
        </SecondaryButton>
        <SecondaryButton type="button" disabled={!listo} onClick={() => cropper.current?.zoom(-0.1)}>
          Alejar
        </SecondaryButton>
        <SecondaryButton type="button" disabled={!listo} onClick={() => cropper.current?.rotate(90)}>
          Girar
        </SecondaryButton>
      </Acciones>
      <Acciones>
        <Button type="button" disabled={!listo || guardando} onClick={guardar}>
          {guardando ? (
            <>
              <Spinner /> Guardando…
            </>
          ) : (
            'Guardar foto'
          )}
        </Button>
        <SecondaryButton type="button" onClick={onCerrar}>
          Cancelar
        </SecondaryButton>
      </Acciones>
    </Dialog>
  );
}
