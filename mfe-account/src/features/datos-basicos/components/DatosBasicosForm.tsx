import { guardarDatosBasicos } from '@portal/shared/api';
import { GENEROS, type DatosBasicos, type RegionConComunas } from '@portal/shared/contract';
import { aplicarNumero } from '@portal/shared/rut';
import { href } from '@portal/shared/routes';
import { rutaDeVuelta } from '@portal/shared/ruta-de-vuelta';
import { Alert, TextField } from '@portal/shared/ui';
import { SelectField } from '@portal/shared/formularios';
import { useState, type SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormGrid } from '../../../components/FormCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { mensajeError } from '../../../lib/mensaje-error';
import { useActualizarCandidato } from '../../../lib/sesion';
import { useFormulario } from '../../../lib/useFormulario';
import { reglasDatosBasicos, type ValoresDatosBasicos } from './reglas-datos-basicos';

const ETIQUETAS_GENERO: Record<(typeof GENEROS)[number], string> = {
  FEMENINO: 'Femenino',
  MASCULINO: 'Masculino',
  OTRO: 'Otro',
  PREFIERO_NO_DECIRLO: 'Prefiero no decirlo',
};
const OPCIONES_GENERO = GENEROS.map((genero) => ({ value: genero, label: ETIQUETAS_GENERO[genero] }));

function iniciales(datos: DatosBasicos): ValoresDatosBasicos {
  return {
    nombres: datos.nombres,
    apellidos: datos.apellidos,
    telefono: datos.telefono ?? '',
    idRegion: datos.idRegion === null ? '' : String(datos.idRegion),
    idComuna: datos.idComuna === null ? '' : String(datos.idComuna),
    fechaNacimiento: datos.fechaNacimiento ?? '',
    genero: datos.genero ?? '',
    nacionalidad: datos.nacionalidad ?? 'Chilena',
  };
}

/** Identity, phone (numero rule), region and comuna, birth date, gender (optional) and nationality. */
export function DatosBasicosForm({ datos, regiones }: { datos: DatosBasicos; regiones: RegionConComunas[] }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const actualizarCandidato = useActualizarCandidato();
  const form = useFormulario(iniciales(datos), (v) => reglasDatosBasicos(v));
  const { valores, ids, cambiar, error } = form;
  const [guardando, setGuardando] = useState(false);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const comunas = regiones.find((region) => String(region.idRegion) === valores.idRegion)?.comunas ?? [];

  async function guardar() {
    setGuardando(true);
    setErrorServidor(null);
    try {
      const guardados = await guardarDatosBasicos({
        nombres: valores.nombres.trim(),
        apellidos: valores.apellidos.trim(),
        telefono: valores.telefono,
        idRegion: Number(valores.idRegion),
        idComuna: Number(valores.idComuna),
        fechaNacimiento: valores.fechaNacimiento,
        genero: valores.genero || null,
        nacionalidad: valores.nacionalidad.trim(),
      });
      // The stored session carries the registration state the guards read: FINALIZADO lets the candidate through.
      actualizarCandidato({ nombres: guardados.nombres, apellidos: guardados.apellidos, estado: guardados.estado, datosPorActualizar: false });
      await navigate(rutaDeVuelta(searchParams.get('redirect'), href('dashboard')), { replace: true });
    } catch (failure) {
      setErrorServidor(await mensajeError(failure));
      setGuardando(false);
    }
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!guardando && form.validar()) void guardar();
  }

  return (
    <FormGrid noValidate onSubmit={handleSubmit} aria-busy={guardando}>
      {errorServidor ? <Alert>{errorServidor}</Alert> : null}
      <TextField id={ids.nombres} label="Nombres" required autoComplete="given-name" value={valores.nombres} error={error('nombres')} onChange={(e) => { cambiar('nombres', e.target.value); }} />
      <TextField id={ids.apellidos} label="Apellidos" required autoComplete="family-name" value={valores.apellidos} error={error('apellidos')} onChange={(e) => { cambiar('apellidos', e.target.value); }} />
      <TextField
        id={ids.telefono}
        label="Teléfono"
        type="tel"
        inputMode="numeric"
        required
        autoComplete="tel-national"
        hint="Solo números, por ejemplo 912345678."
        value={valores.telefono}
        error={error('telefono')}
        onChange={(e) => { cambiar('telefono', aplicarNumero(e.target.value)); }}
      />
      <SelectField
        id={ids.idRegion}
        label="Región"
        required
        placeholder="Selecciona tu región"
        options={regiones.map((region) => ({ value: String(region.idRegion), label: region.nombre }))}
        value={valores.idRegion}
        error={error('idRegion')}
        onChange={(e) => {
          cambiar('idRegion', e.target.value);
          cambiar('idComuna', '');
        }}
      />
      <SelectField
        id={ids.idComuna}
        label="Comuna"
        required
        disabled={!valores.idRegion}
        placeholder={valores.idRegion ? 'Selecciona tu comuna' : 'Primero selecciona tu región'}
        options={comunas.map((comuna) => ({ value: String(comuna.idComuna), label: comuna.nombre }))}
        value={valores.idComuna}
        error={error('idComuna')}
        onChange={(e) => { cambiar('idComuna', e.target.value); }}
      />
      <TextField id={ids.fechaNacimiento} label="Fecha de nacimiento" type="date" required autoComplete="bday" value={valores.fechaNacimiento} error={error('fechaNacimiento')} onChange={(e) => { cambiar('fechaNacimiento', e.target.value); }} />
      <SelectField id={ids.genero} label="Género (opcional)" placeholder="Sin especificar" options={OPCIONES_GENERO} value={valores.genero} onChange={(e) => { cambiar('genero', e.target.value as ValoresDatosBasicos['genero']); }} />
      <TextField id={ids.nacionalidad} label="Nacionalidad" required autoComplete="off" value={valores.nacionalidad} error={error('nacionalidad')} onChange={(e) => { cambiar('nacionalidad', e.target.value); }} />
      <SubmitButton working={guardando} label="Guardar y continuar" workingLabel="Guardando…" />
    </FormGrid>
  );
}
