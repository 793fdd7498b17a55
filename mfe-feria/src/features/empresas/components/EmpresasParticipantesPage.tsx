import type { EmpresaFeria } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { LoadError, PageStack, PageTitle, theme } from '@portal/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { EmpresasGrid, EmpresasGridSkeleton } from '../../../components/EmpresasGrid';
import { useParticipatingCompanies, type CompanyFilters } from '../hooks/useParticipatingCompanies';
import { EmpresasFiltersForm } from './EmpresasFiltersForm';

const Count = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

function emptyMessage({ busqueda, vacantes, pabellon }: CompanyFilters): string {
  if (busqueda) return 'No encontramos empresas con ese nombre.';
  if (pabellon) return 'Ninguna empresa de ese pabellón coincide con tu búsqueda.';
  return vacantes ? 'Por ahora ninguna empresa tiene vacantes publicadas.' : 'Aún no hay empresas participantes.';
}

function countLine(cantidad: number): string {
  return cantidad === 1 ? '1 empresa' : `${formatNumber(cantidad)} empresas`;
}

function Results({ empresas, refreshing, filters }: { empresas: EmpresaFeria[]; refreshing: boolean; filters: CompanyFilters }) {
  return (
    <>
      <Count role="status">{refreshing ? 'Buscando empresas…' : countLine(empresas.length)}</Count>
      {empresas.length > 0 ? (
        <EmpresasGrid empresas={empresas} label="Empresas participantes" refreshing={refreshing} />
      ) : (
        <p>{emptyMessage(filters)}</p>
      )}
    </>
  );
}

/** `/empresas-participantes` on FERIA portals: the fair's companies, searchable by name, by pavilion. */
export function EmpresasParticipantesPage() {
  const [filters, setFilters] = useState<CompanyFilters>({ busqueda: '', vacantes: false, pabellon: '' });
  const { data, error, loading, retry, busqueda } = useParticipatingCompanies(filters);

  let content;
  if (error) {
    content = <LoadError message="No pudimos cargar las empresas participantes. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />;
  } else if (data) {
    content = <Results empresas={data} refreshing={loading} filters={{ ...filters, busqueda }} />;
  } else {
    content = <EmpresasGridSkeleton label="Cargando empresas participantes…" />;
  }

  return (
    <PageStack>
      <PageTitle>Empresas participantes</PageTitle>
      <EmpresasFiltersForm filters={filters} onChange={setFilters} />
      {content}
    </PageStack>
  );
}
