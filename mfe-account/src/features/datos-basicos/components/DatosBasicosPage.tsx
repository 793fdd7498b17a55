import { formatRut } from '@portal/shared/rut';
import { LoadError } from '@portal/shared/ui';
import { Cargando } from '../../../components/Cargando';
import { FormCard } from '../../../components/FormCard';
import { useDatosBasicos } from '../hooks/useDatosBasicos';
import { DatosBasicosForm } from './DatosBasicosForm';

/** `/datos-basicos`: completes the candidate's data, then back to the `redirect` the guard passed. */
export function DatosBasicosPage() {
  const { data, error, loading, retry } = useDatosBasicos();
  return (
    <FormCard title="Datos básicos" intro="Completa tus datos para postular. Los usamos para que las empresas puedan contactarte.">
      {loading && !data ? <Cargando texto="Cargando tus datos…" /> : null}
      {error ? <LoadError message="No pudimos cargar tus datos." onRetry={retry} /> : null}
      {data && !error ? (
        <>
          <p>
            {data.datos.tipoDocumento === 'RUN' ? `RUN ${formatRut(data.datos.numeroDocumento)}` : `Pasaporte ${data.datos.numeroDocumento}`} · {data.datos.correo}
          </p>
          <DatosBasicosForm datos={data.datos} regiones={data.regiones} />
        </>
      ) : null}
    </FormCard>
  );
}
