import { guardarPerfilCurriculum } from '@portal/shared/api';
import { LIMITES_CURRICULUM, type Curriculum } from '@portal/shared/contract';
import { formatMoney } from '@portal/shared/format';
import { Alert, TextField } from '@portal/shared/ui';
import { TextAreaField } from '@portal/shared/formularios';
import { useState, type SubmitEvent } from 'react';
import { FormGrid } from '../../../components/FormCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { useAccion } from '../../../lib/useAccion';
import { useFormulario } from '../../../lib/useFormulario';
import { leerRenta, reglasPerfil } from '../lib/reglas';
import { Tarjeta } from './Tarjeta';

interface Props {
  curriculum: Curriculum;
  onCambio: (curriculum: Curriculum) => void;
}

/** "Sobre ti": the position sought, the salary expectation (es-CL pesos) and the summary. */
export function PerfilCard({ curriculum, onCambio }: Props) {
  const { perfil } = curriculum;
  const form = useFormulario(
    { cargoDeseado: perfil.cargoDeseado ?? '', pretensionRenta: perfil.pretensionRenta ? formatMoney(perfil.pretensionRenta) : '', resumen: perfil.resumen ?? '' },
    reglasPerfil,
  );
  const { ejecutar, trabajando, error } = useAccion();
  const [listo, setListo] = useState(false);
  const renta = leerRenta(form.valores.pretensionRenta);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setListo(false);
    if (trabajando || !form.validar()) return;
    const v = form.valores;
    void ejecutar(async () => {
      onCambio(await guardarPerfilCurriculum({ ...perfil, cargoDeseado: v.cargoDeseado.trim() || null, pretensionRenta: renta, resumen: v.resumen.trim() || null }));
      setListo(true);
    });
  }

  return (
    <Tarjeta titulo="Sobre ti" seccion="perfil">
      <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando}>
        {error ? <Alert>{error}</Alert> : null}
        {listo ? <Alert tone="info">Guardamos tu perfil.</Alert> : null}
        <TextField id={form.ids.cargoDeseado} label="Cargo que buscas" maxLength={LIMITES_CURRICULUM.cargo} value={form.valores.cargoDeseado} error={form.error('cargoDeseado')} onChange={(e) => form.cambiar('cargoDeseado', e.target.value)} />
        <TextField
          id={form.ids.pretensionRenta}
          label="Pretensión de renta líquida mensual"
          inputMode="numeric"
          value={form.valores.pretensionRenta}
          error={form.error('pretensionRenta')}
          hint={renta && !Number.isNaN(renta) ? `${formatMoney(renta)} líquidos al mes.` : 'En pesos chilenos, por ejemplo 850.000.'}
          onChange={(e) => form.cambiar('pretensionRenta', e.target.value)}
          onBlur={() => { if (renta && !Number.isNaN(renta)) form.cambiar('pretensionRenta', formatMoney(renta)); }}
        />
        <TextAreaField
          id={form.ids.resumen}
          label="Resumen profesional"
          maxLength={LIMITES_CURRICULUM.resumen}
          rows={5}
          value={form.valores.resumen}
          error={form.error('resumen')}
          hint={`${form.valores.resumen.length} de ${LIMITES_CURRICULUM.resumen} caracteres. Cuenta en pocas líneas quién eres y qué buscas.`}
          onChange={(e) => form.cambiar('resumen', e.target.value)}
        />
        <div>
          <SubmitButton working={trabajando} label="Guardar" workingLabel="Guardando…" />
        </div>
      </FormGrid>
    </Tarjeta>
  );
}
