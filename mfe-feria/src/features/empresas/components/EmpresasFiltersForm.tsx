import { TextField, theme } from '@portal/shared/ui';
import { SelectField } from '@portal/shared/formularios';
import type { SubmitEvent } from 'react';
import styled from 'styled-components';
import { usePabellones } from '../../../hooks/usePabellones';
import type { CompanyFilters } from '../hooks/useParticipatingCompanies';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  align-items: end;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: minmax(0, 20rem) minmax(0, 16rem) auto;
    gap: 1.5rem;
  }
`;

const Check = styled.label`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 44px;
  cursor: pointer;
  input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: ${theme.color.primary}; }
`;

interface Props {
  filters: CompanyFilters;
  onChange: (filters: CompanyFilters) => void;
}

/** The filters apply as they change; Enter does not reload the page. */
export function EmpresasFiltersForm({ filters, onChange }: Props) {
  const { data: pabellones = [] } = usePabellones();
  return (
    <Form role="search" aria-label="Filtrar empresas" onSubmit={(event: SubmitEvent) => { event.preventDefault(); }}>
      <TextField
        label="Buscar empresa"
        type="search"
        name="busqueda"
        autoComplete="off"
        value={filters.busqueda}
        onChange={(event) => { onChange({ ...filters, busqueda: event.target.value }); }}
      />
      <SelectField
        label="Pabellón"
        name="pabellon"
        placeholder="Todos los pabellones"
        options={pabellones.map((p) => ({ value: p.llaveOpcionCategoria, label: p.nombreOpcionCategoria }))}
        value={filters.pabellon}
        onChange={(event) => { onChange({ ...filters, pabellon: event.target.value }); }}
      />
      <Check>
        <input
          type="checkbox"
          name="vacantes"
          checked={filters.vacantes}
          onChange={(event) => { onChange({ ...filters, vacantes: event.target.checked }); }}
        />
        Solo con vacantes
      </Check>
    </Form>
  );
}
