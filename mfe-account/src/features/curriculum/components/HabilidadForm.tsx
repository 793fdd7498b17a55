import { LIMITES_CURRICULUM, type Habilidad, type HabilidadBody } from '@portal/shared/contract';
import { TextField } from '@portal/shared/ui';
import { useFormulario } from '../../../lib/useFormulario';
import { HABILIDAD_VACIA, reglasHabilidad } from '../lib/reglas';
import { FormularioElemento } from './FormularioElemento';
import type { FormularioSeccionProps } from './SeccionLista';

export function HabilidadForm(props: FormularioSeccionProps<Habilidad, HabilidadBody>) {
  const { elemento, onGuardar } = props;
  const form = useFormulario(elemento ? { nombre: elemento.nombre } : HABILIDAD_VACIA, reglasHabilidad);
  return (
    <FormularioElemento
      {...props}
      titulo={elemento ? 'Editar habilidad' : 'Nueva habilidad'}
      validar={form.validar}
      enviar={() => onGuardar({ nombre: form.valores.nombre.trim() })}
    >
      <TextField
        id={form.ids.nombre}
        label="Habilidad"
        required
        maxLength={LIMITES_CURRICULUM.habilidad}
        value={form.valores.nombre}
        error={form.error('nombre')}
        hint="Por ejemplo: Excel avanzado, atención de público, soldadura MIG."
        onChange={(e) => form.cambiar('nombre', e.target.value)}
      />
    </FormularioElemento>
  );
}
