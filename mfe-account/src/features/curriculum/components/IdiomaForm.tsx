import { ETIQUETAS_NIVEL_IDIOMA, IDIOMAS, NIVELES_IDIOMA, type Idioma, type IdiomaBody } from '@portal/shared/contract';
import { SelectField } from '@portal/shared/formularios';
import { useFormulario } from '../../../lib/useFormulario';
import { IDIOMA_VACIO, reglasIdioma } from '../lib/reglas';
import { FormularioElemento } from './FormularioElemento';
import type { FormularioSeccionProps } from './SeccionLista';

const OPCIONES_IDIOMA = IDIOMAS.map((value) => ({ value, label: value }));
const OPCIONES_NIVEL = NIVELES_IDIOMA.map((value) => ({ value, label: ETIQUETAS_NIVEL_IDIOMA[value] }));

export function IdiomaForm(props: FormularioSeccionProps<Idioma, IdiomaBody>) {
  const { elemento, onGuardar } = props;
  const form = useFormulario(elemento ? { idioma: elemento.idioma, nivel: elemento.nivel } : IDIOMA_VACIO, reglasIdioma);
  const v = form.valores;
  return (
    <FormularioElemento
      {...props}
      titulo={elemento ? 'Editar idioma' : 'Nuevo idioma'}
      validar={form.validar}
      enviar={() => onGuardar({ idioma: v.idioma as IdiomaBody['idioma'], nivel: v.nivel as IdiomaBody['nivel'] })}
    >
      <SelectField id={form.ids.idioma} label="Idioma" required placeholder="Selecciona…" options={OPCIONES_IDIOMA} value={v.idioma} error={form.error('idioma')} onChange={(e) => form.cambiar('idioma', e.target.value)} />
      <SelectField id={form.ids.nivel} label="Nivel" required placeholder="Selecciona…" options={OPCIONES_NIVEL} value={v.nivel} error={form.error('nivel')} onChange={(e) => form.cambiar('nivel', e.target.value)} />
    </FormularioElemento>
  );
}
