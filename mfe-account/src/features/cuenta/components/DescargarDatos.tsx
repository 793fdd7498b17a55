import { getExportacionDatos } from '@portal/shared/api';
import { Alert, SecondaryButton } from '@portal/shared/ui';
import { useAccion } from '../../../lib/useAccion';
import { Tarjeta } from '../../../components/Tarjeta';

/** Saves `contenido` as a file the browser downloads. */
function descargar(nombre: string, contenido: string) {
  const url = URL.createObjectURL(new Blob([contenido], { type: 'application/json' }));
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.click();
  URL.revokeObjectURL(url);
}

/** Ley 21.719 access and portability: everything the portal keeps about the candidate, as JSON. */
export function DescargarDatos() {
  const { ejecutar, trabajando, error } = useAccion();
  return (
    <Tarjeta titulo="Tus datos">
      <p>Descarga en un archivo JSON todo lo que guardamos sobre ti: perfil, currículum, postulaciones, ofertas guardadas, alertas y consentimientos.</p>
      {error ? <Alert>{error}</Alert> : null}
      <div>
        <SecondaryButton
          type="button"
          disabled={trabajando}
          onClick={() => void ejecutar(async () => { descargar('mis-datos.json', JSON.stringify(await getExportacionDatos(), null, 2)); })}
        >
          {trabajando ? 'Preparando tus datos…' : 'Descargar mis datos'}
        </SecondaryButton>
      </div>
    </Tarjeta>
  );
}
