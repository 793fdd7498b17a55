import type { ConteosFacetas, FiltrosBusqueda } from '@portal/shared/contract';
import { GRADOS_ESCOLARES, JORNADAS, OPERADORES_EXP, TIPOS_CURRICULUM } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { memo, useId } from 'react';
import styled from 'styled-components';
import { sueldoLabel } from '../lib/labels';
import type { EstadoBusqueda } from '../lib/estado-busqueda';
import type { FacetaSueldo } from '../lib/types';
import { FilterCheckbox, FilterCheckboxGroup, Fieldset, FilterNumber, FilterSelect, type Choice } from './FilterControls';

const Stack = styled.div`
  display: grid;
  gap: 1rem;
`;

/** Long lists show their first options (most offers first) plus any already chosen. */
const LIST_LIMIT = 8;

function shortList<T extends string | number>(choices: Choice<T>[], selected: readonly T[]): Choice<T>[] {
  return choices.filter((choice, index) => index < LIST_LIMIT || selected.includes(choice.valor));
}

type Grupo = Exclude<keyof ConteosFacetas, 'inclusivas'>;

/**
 * The options with their offers among the search's matches (the portal's own counts would promise offers
 * the search does not have), most first unless the list has an order of its own; without counts yet, the
 * options alone.
 */
function contadas<C extends { valor: string | number }>(choices: readonly C[], conteos: ConteosFacetas | undefined, grupo: Grupo, { fijo = false } = {}) {
  if (!conteos) return choices.map((choice) => ({ ...choice, cantidad: undefined }));
  const contado = choices.map((choice) => ({ ...choice, cantidad: conteos[grupo][String(choice.valor)] ?? 0 }));
  return fijo ? contado : contado.sort((a, b) => b.cantidad - a.cantidad);
}

/** Keeps the options whose value the contract knows, typed as such. */
const known =
  <T extends string>(values: readonly T[]) =>
  <C extends { valor: string }>(choice: C): choice is C & { valor: T } =>
    values.includes(choice.valor as T);

export interface FiltersProps {
  state: EstadoBusqueda;
  filtros: FiltrosBusqueda;
  facetaSueldo: readonly FacetaSueldo[];
  conteos?: ConteosFacetas;
  /** SAAE and ALIANZA portals search their channels: the confidential filter does not apply. */
  channelPortal: boolean;
  /** `escrito`: a number typed in a field, whose search must not wait (the field would lose the keystroke). */
  onChange: (patch: Partial<EstadoBusqueda>, opciones?: { escrito?: boolean }) => void;
}

const ESCRITO = { escrito: true };

/**
 * Every search filter of SPEC.md section 3 beyond keyword and order; each change is a new URL. Memoised: its
 * props change with the search, not with the page shown or a load under way (hundreds of controls, issue 27).
 */
export const Filters = memo(function Filters({ state, filtros, facetaSueldo, conteos, channelPortal, onChange }: FiltersProps) {
  const region = filtros.regiones.find((item) => item.idRegion === state.region[0]);
  // Regions and communes keep their geographic order.
  const regiones = filtros.regiones.map((item) => ({ valor: String(item.idRegion), nombre: item.nombre, cantidad: conteos && (conteos.regiones[item.idRegion] ?? 0) }));
  const sueldoActual = facetaSueldo.find((bucket) => bucket.desde === state.sueldoDesde && bucket.hasta === state.sueldoHasta);
  const entre = state.operadorExp === 'ENTRE';
  const sueldoGroup = useId();

  return (
    <Stack>
      <FilterSelect
        label="Región"
        emptyLabel="Todas las regiones"
        choices={regiones}
        value={state.region[0] ? String(state.region[0]) : null}
        onChange={(value) => { onChange({ region: value ? [Number(value)] : [], comuna: [] }); }}
      />
      {region ? (
        <FilterCheckboxGroup
          legend={`Comunas de ${region.nombre}`}
          choices={region.comunas.map((comuna) => ({ valor: comuna.idComuna, nombre: comuna.nombre, cantidad: conteos && (conteos.comunas[comuna.idComuna] ?? 0) }))}
          selected={state.comuna}
          onChange={(comuna) => { onChange({ comuna }); }}
        />
      ) : null}
      <FilterSelect
        label="Fecha de publicación"
        emptyLabel="Cualquier fecha"
        choices={filtros.fechasPublicacion.filter(known(['HOY', 'ULTIMOS_3_DIAS', 'ULTIMA_SEMANA', 'ULTIMAS_2_SEMANAS', 'ULTIMO_MES'] as const))}
        value={state.fechaPublicacion}
        onChange={(fechaPublicacion) => { onChange({ fechaPublicacion }); }}
      />
      {facetaSueldo.length ? (
        <Fieldset>
          <legend>Sueldo</legend>
          <FilterCheckbox checked={!sueldoActual} onChange={() => { onChange({ sueldoDesde: null, sueldoHasta: null }); }} radio={sueldoGroup}>
            Cualquier sueldo
          </FilterCheckbox>
          {facetaSueldo.map((bucket) => (
            <FilterCheckbox
              key={bucket.desde}
              radio={sueldoGroup}
              checked={bucket === sueldoActual}
              onChange={() => { onChange({ sueldoDesde: bucket.desde, sueldoHasta: bucket.hasta }); }}
            >
              {sueldoLabel(bucket)} ({formatNumber(bucket.cantidad)})
            </FilterCheckbox>
          ))}
        </Fieldset>
      ) : null}
      <FilterCheckboxGroup
        legend="Jornada"
        choices={contadas(filtros.jornadas.filter(known(JORNADAS)), conteos, 'jornadas', { fijo: true })}
        selected={state.jornadas}
        onChange={(jornadas) => { onChange({ jornadas }); }}
      />
      <FilterCheckboxGroup legend="Tipo de cargo" choices={contadas(filtros.tiposCargo, conteos, 'tiposCargo')} selected={state.nombreTipoCargo} onChange={(nombreTipoCargo) => { onChange({ nombreTipoCargo }); }} />
      <FilterCheckboxGroup legend="Área" choices={shortList(contadas(filtros.areas, conteos, 'areas'), state.nombreArea)} selected={state.nombreArea} onChange={(nombreArea) => { onChange({ nombreArea }); }} />
      <FilterCheckboxGroup legend="Carreras" choices={shortList(contadas(filtros.carreras, conteos, 'carreras'), state.carreras)} selected={state.carreras} onChange={(carreras) => { onChange({ carreras }); }} />
      <FilterCheckboxGroup
        legend="Empresas"
        choices={shortList(contadas(filtros.empresas.map((e) => ({ valor: e.idEmpresa, nombre: e.nombre })), conteos, 'empresas'), state.idEmpresas)}
        selected={state.idEmpresas}
        onChange={(idEmpresas) => { onChange({ idEmpresas }); }}
      />
      <FilterCheckboxGroup
        legend="Categorías"
        choices={contadas(filtros.categorias.map((c) => ({ valor: c.idCategoria, nombre: c.nombre })), conteos, 'categorias')}
        selected={state.idCategorias}
        onChange={(idCategorias) => { onChange({ idCategorias }); }}
      />
      <Fieldset>
        <legend>Experiencia</legend>
        <FilterSelect
          label="Años de experiencia pedidos"
          emptyLabel="Cualquiera"
          choices={filtros.operadoresExp.filter(known(OPERADORES_EXP))}
          value={state.operadorExp}
          onChange={(operadorExp) => {
            onChange({ operadorExp, aniosExperiencia: null, aniosExpDesde: null, aniosExpHasta: null });
          }}
        />
        {entre ? (
          <>
            <FilterNumber label="Desde (años)" value={state.aniosExpDesde} onChange={(aniosExpDesde) => { onChange({ aniosExpDesde }, ESCRITO); }} />
            <FilterNumber label="Hasta (años)" value={state.aniosExpHasta} onChange={(aniosExpHasta) => { onChange({ aniosExpHasta }, ESCRITO); }} />
          </>
        ) : state.operadorExp ? (
          <FilterNumber label="Años" value={state.aniosExperiencia} onChange={(aniosExperiencia) => { onChange({ aniosExperiencia }, ESCRITO); }} />
        ) : null}
      </Fieldset>
      <FilterSelect
        label="Nivel educacional"
        emptyLabel="Cualquiera"
        choices={contadas(filtros.gradosEscolares.filter(known(GRADOS_ESCOLARES)), conteos, 'gradosEscolares', { fijo: true })}
        value={state.gradoEscolar}
        onChange={(gradoEscolar) => { onChange({ gradoEscolar }); }}
      />
      <FilterSelect
        label="Tipo de currículum aceptado"
        emptyLabel="Cualquiera"
        choices={contadas(filtros.tiposCurriculum.filter(known(TIPOS_CURRICULUM)), conteos, 'tiposCurriculum', { fijo: true })}
        value={state.tipoCurriculumAceptado}
        onChange={(tipoCurriculumAceptado) => { onChange({ tipoCurriculumAceptado }); }}
      />
      <Fieldset>
        <legend>Otras preferencias</legend>
        <FilterCheckbox checked={state.esInclusivo} onChange={(esInclusivo) => { onChange({ esInclusivo }); }}>
          Ofertas inclusivas (Ley 21.015){conteos ? ` (${formatNumber(conteos.inclusivas)})` : ''}
        </FilterCheckbox>
        {channelPortal ? null : (
          <FilterCheckbox checked={state.ofertaConfidencial} onChange={(ofertaConfidencial) => { onChange({ ofertaConfidencial }); }}>
            Solo ofertas confidenciales
          </FilterCheckbox>
        )}
      </Fieldset>
    </Stack>
  );
});
