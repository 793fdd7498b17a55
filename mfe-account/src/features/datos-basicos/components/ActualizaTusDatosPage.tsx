import { confirmarDatosBasicos } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { rutaDeVuelta } from '@portal/shared/ruta-de-vuelta';
import { Alert, Button, Fecha, LoadError } from '@portal/shared/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BotonLink } from '../../../components/BotonLink';
import { Cargando } from '../../../components/Cargando';
import { FormCard } from '../../../components/FormCard';
import { mensajeError } from '../../../lib/mensaje-error';
import { useActualizarCandidato } from '../../../lib/sesion';
import { useDatosBasicos, type DatosYRegiones } from '../hooks/useDatosBasicos';
import { FilaBotones } from '../../../components/FilaBotones';

const Resumen = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: 0.5rem 1rem;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

function lugar({ datos, regiones }: DatosYRegiones): string {
  const region = regiones.find((r) => r.idRegion === datos.idRegion);
  const comuna = region?.comunas.find((c) => c.idComuna === datos.idComuna);
  return [comuna?.nombre, region?.nombre].filter(Boolean).join(', ') || 'Sin completar';
}

/** `/actualiza-tus-datos`: data older than a year; the candidate confirms them or edits them. */
export function ActualizaTusDatosPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const { data, error, loading, retry } = useDatosBasicos();
  const actualizarCandidato = useActualizarCandidato();
  const [confirmando, setConfirmando] = useState(false);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);

  async function confirmar() {
    setConfirmando(true);
    setErrorServidor(null);
    try {
      await confirmarDatosBasicos();
      actualizarCandidato({ datosPorActualizar: false });
      await navigate(rutaDeVuelta(redirect, href('dashboard')), { replace: true });
    } catch (failure) {
      setErrorServidor(await mensajeError(failure));
      setConfirmando(false);
    }
  }

  const editar = `${href('datosBasicos')}?${new URLSearchParams({ redirect: rutaDeVuelta(redirect, href('dashboard')) }).toString()}`;
  return (
    <FormCard title="Actualiza tus datos" intro="Revisa que tus datos sigan vigentes para que las empresas puedan contactarte.">
      {loading && !data ? <Cargando texto="Cargando tus datos…" /> : null}
      {error ? <LoadError message="No pudimos cargar tus datos." onRetry={retry} /> : null}
      {data && !error ? (
        <>
          <Resumen>
            <dt>Nombre</dt>
            <dd>{`${data.datos.nombres} ${data.datos.apellidos}`}</dd>
            <dt>Correo</dt>
            <dd>{data.datos.correo}</dd>
            <dt>Teléfono</dt>
            <dd>{data.datos.telefono ?? 'Sin completar'}</dd>
            <dt>Comuna</dt>
            <dd>{lugar(data)}</dd>
            <dt>Nacimiento</dt>
            <dd>{data.datos.fechaNacimiento ? <Fecha iso={data.datos.fechaNacimiento} /> : 'Sin completar'}</dd>
            <dt>Nacionalidad</dt>
            <dd>{data.datos.nacionalidad ?? 'Sin completar'}</dd>
          </Resumen>
          {data.datos.actualizados ? <p>Última actualización: <Fecha iso={data.datos.actualizados} />.</p> : null}
          {errorServidor ? <Alert>{errorServidor}</Alert> : null}
          <FilaBotones>
            <Button type="button" disabled={confirmando} onClick={() => void confirmar()}>
              {confirmando ? 'Confirmando…' : 'Mis datos están correctos'}
            </Button>
            <BotonLink to={editar}>Actualizar mis datos</BotonLink>
          </FilaBotones>
        </>
      ) : null}
    </FormCard>
  );
}
