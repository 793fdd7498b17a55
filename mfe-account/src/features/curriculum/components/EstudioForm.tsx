import { CARRERAS, ESTADOS_ESTUDIO, ETIQUETAS_ESTADO_ESTUDIO, ETIQUETAS_NIVEL_ESTUDIO, GRADOS_ESCOLARES, INSTITUCIONES_EDUCACION, LIMITES_CURRICULUM, type Estudio, type EstudioBody } from '@portal/shared/contract';
import { TextField } from '@portal/shared/ui';
import { SelectField } from '@portal/shared/formularios';
import { useFormulario } from '../../../lib/useFormulario';
import { ESTUDIO_VACIO, reglasEstudio } from '../lib/reglas';
import { FormularioElemento } from './FormularioElemento';
import { MesField } from './MesField';
import type { FormularioSeccionProps } from './SeccionLista';

const NIVELES = GRADOS_ESCOLARES.map((value) => ({ value, label: ETIQUETAS_NIVEL_ESTUDIO[value] }));
const ESTADOS = ESTADOS_ESTUDIO.map((value) => ({ value, label: ETIQUETAS_ESTADO_ESTUDIO[value] }));

export function EstudioForm(props: FormularioSeccionProps<Estudio, EstudioBody>) {
  const { elemento, onGuardar } = props;
  const form = useFormulario(
    elemento
      ? { nivel: elemento.nivel, institucion: elemento.institucion, carrera: elemento.carrera ?? '', estado: elemento.estado, inicio: elemento.inicio, termino: elemento.termino ?? '' }
      : ESTUDIO_VACIO,
    reglasEstudio,
  );
  const v = form.valores;
  const enCurso = v.estado === 'EN_CURSO';
  return (
    <FormularioElemento
      {...props}
      titulo={elemento ? 'Editar estudios' : 'Nuevos estudios'}
      validar={form.validar}
      enviar={() =>
        onGuardar({
          nivel: v.nivel as EstudioBody['nivel'],
          institucion: v.institucion.trim(),
          carrera: v.carrera.trim() || null,
          estado: v.estado as EstudioBody['estado'],
          inicio: v.inicio,
          termino: v.termino || null,
        })
      }
    >
      <SelectField id={form.ids.nivel} label="Nivel" required placeholder="Selecciona…" options={NIVELES} value={v.nivel} error={form.error('nivel')} onChange={(e) => form.cambiar('nivel', e.target.value)} />
      <TextField id={form.ids.institucion} label="Institución" required maxLength={LIMITES_CURRICULUM.institucion} list={`${form.ids.institucion}-lista`} value={v.institucion} error={form.error('institucion')} hint="Escribe para ver sugerencias de instituciones chilenas." onChange={(e) => form.cambiar('institucion', e.target.value)} />
      <datalist id={`${form.ids.institucion}-lista`}>
        {INSTITUCIONES_EDUCACION.map((nombre) => <option key={nombre} value={nombre} />)}
      </datalist>
      <TextField id={form.ids.carrera} label="Carrera (opcional)" maxLength={LIMITES_CURRICULUM.carrera} list={`${form.ids.carrera}-lista`} value={v.carrera} error={form.error('carrera')} onChange={(e) => form.cambiar('carrera', e.target.value)} />
      <datalist id={`${form.ids.carrera}-lista`}>
        {CARRERAS.map((nombre) => <option key={nombre} value={nombre} />)}
      </datalist>
      <SelectField id={form.ids.estado} label="Estado" required placeholder="Selecciona…" options={ESTADOS} value={v.estado} error={form.error('estado')} onChange={(e) => form.cambiar('estado', e.target.value)} />
      <MesField id={form.ids.inicio} legend="Desde" value={v.inicio} error={form.error('inicio')} onChange={(valor) => form.cambiar('inicio', valor)} />
      <MesField
        id={form.ids.termino}
        legend={enCurso ? 'Egreso esperado (opcional)' : 'Hasta'}
        aniosAdelante={enCurso ? 8 : 0}
        value={v.termino}
        error={form.error('termino')}
        onChange={(valor) => form.cambiar('termino', valor)}
      />
    </FormularioElemento>
  );
}
