import { descargarDelCurriculum } from '@portal/shared/api';
import { Alert, Button, Spinner } from '@portal/shared/ui';
import { useAccion } from '../../../lib/useAccion';
import { guardarComo } from '../lib/formato';

/** "Descargar mi CV en PDF": the api renders it (owner only); the bytes come with the session's bearer. */
export function DescargarPdf({ nombre }: { nombre: string }) {
  const { ejecutar, trabajando, error } = useAccion();
  return (
    <div>
      {error ? <Alert>{error}</Alert> : null}
      <Button type="button" disabled={trabajando} onClick={() => void ejecutar(async () => guardarComo(await descargarDelCurriculum('pdf'), `Currículum ${nombre}.pdf`))}>
        {trabajando ? (
          <>
            <Spinner /> Preparando tu PDF…
          </>
        ) : (
          'Descargar mi CV en PDF'
        )}
      </Button>
    </div>
  );
}
