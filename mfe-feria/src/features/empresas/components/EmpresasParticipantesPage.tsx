import type { EmpresaFeria } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { LoadError, PageStack, PageTitle, Skeleton, theme } from '@portal/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useParticipatingCompanies, type CompanyFilters } from '../hooks/useParticipatingCompanies';
import { CompanyCard } from './CompanyCard';
import { CompanyFiltersForm } from './CompanyFiltersForm';

const Count = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  &[aria-busy='true'] { opacity: 0.6; }
`;

function emptyMessage({ busqueda, vacantes }: CompanyFilters): string {
  if (busqueda) return 'No encontramos empresas con ese nombre.';
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
        <Grid aria-label="Empresas participantes" aria-busy={refreshing}>
          {empresas.map((empresa) => (
            <li key={empresa.idEmpresa}>
              <CompanyCard empresa={empresa} />
            </li>
          ))}
        </Grid>
      ) : (
        <p>{emptyMessage(filters)}</p>
      )}
    </>
  );
}

/** `/empresas-participantes` on FERIA portals: the fair's companies, searchable by name. */
export function EmpresasParticipantesPage() {
  const [filters, setFilters] = useState<CompanyFilters>({ busqueda: '', vacantes: false });
  const { data, error, loading, retry, busqueda } = useParticipatingCompanies(filters);

  let content;
  if (error) {
    content = <LoadError message="No pudimos cargar las empresas participantes. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />;
  } else if (data) {
    content = <Results empresas={data} refreshing={loading} filters={{ busqueda, vacantes: filters.vacantes }} />;
  } else {
    content = <Skeleton lines={6} label="Cargando empresas participantes…" />;
  }

  return (
    <PageStack>
      <PageTitle>Empresas participantes</PageTitle>
      <CompanyFiltersForm filters={filters} onChange={setFilters} />
      {content}
    </PageStack>
  );
}
