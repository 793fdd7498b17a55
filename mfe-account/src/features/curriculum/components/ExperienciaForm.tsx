import { LIMITES_CURRICULUM, type Experiencia, type ExperienciaBody } from '@portal/shared/contract';
import { TextField } from '@portal/shared/ui';
import { CheckboxField, TextAreaField } from '@portal/shared/formularios';
import { useFormulario } from '../../../lib/useFormulario';
import { EXPERIENCIA_VACIA, reglasExperiencia } from '../lib/reglas';
import { FormularioElemento } from './FormularioElemento';
import { MesField } from './MesField';
import type { FormularioSeccionProps } from './SeccionLista';

export function ExperienciaForm(props: FormularioSeccionProps<Experiencia, ExperienciaBody>) {
  const { elemento, onGuardar } = props;
  const form = useFormulario(
    elemento
      ? { cargo: elemento.cargo, empresa: elemento.empresa, inicio: elemento.inicio, actual: elemento.termino === null, termino: elemento.termino ?? '', descripcion: elemento.descripcion ?? '' }
      : EXPERIENCIA_VACIA,
    reglasExperiencia,
  );
  const v = form.valores;
  return (
    <FormularioElemento
      {...props}
      titulo={elemento ? 'Editar experiencia laboral' : 'Nueva experiencia laboral'}
      validar={form.validar}
      enviar={() => onGuardar({ cargo: v.cargo.trim(), empresa: v.empresa.trim(), inicio: v.inicio, termino: v.actual ? null : v.termino, descripcion: v.descripcion.trim() || null })}
    >
      <TextField id={form.ids.cargo} label="Cargo" required maxLength={LIMITES_CURRICULUM.cargo} value={v.cargo} error={form.error('cargo')} onChange={(e) => form.cambiar('cargo', e.target.value)} />
      <TextField id={form.ids.empresa} label="Empresa" required maxLength={LIMITES_CURRICULUM.empresa} autoComplete="organization" value={v.empresa} error={form.error('empresa')} onChange={(e) => form.cambiar('empresa', e.target.value)} />
      <MesField id={form.ids.inicio} legend="Desde" value={v.inicio} error={form.error('inicio')} onChange={(valor) => form.cambiar('inicio', valor)} />
      <CheckboxField id={form.ids.actual} label="Trabajo aquí actualmente" checked={v.actual} onChange={(e) => form.cambiar('actual', e.target.checked)} />
      {v.actual ? null : <MesField id={form.ids.termino} legend="Hasta" value={v.termino} error={form.error('termino')} onChange={(valor) => form.cambiar('termino', valor)} />}
      <TextAreaField
        id={form.ids.descripcion}
        label="Funciones y logros (opcional)"
        maxLength={LIMITES_CURRICULUM.descripcion}
        value={v.descripcion}
        error={form.error('descripcion')}
        hint="Cuenta qué hacías y qué lograste, en pocas líneas."
        onChange={(e) => form.cambiar('descripcion', e.target.value)}
      />
    </FormularioElemento>
  );
}
