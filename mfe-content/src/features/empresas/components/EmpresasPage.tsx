import type { ListaEmpresas } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { Button, LoadError, PageStack, PageTitle, TextField, theme } from '@portal/shared/ui';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PanelFiltros } from '../../../components/PanelFiltros';
import { ListaPaginada } from '../../../components/ListaPaginada';
import { useEmpresas, type FiltroEmpresas } from '../hooks/useEmpresas';
import { EmpresaItem, EmpresaItemSkeleton } from './EmpresaItem';

const Lista = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoint.desktop}) {
    display: grid;
    grid-template-columns: 1fr 1fr;
    column-gap: 2rem;
  }
`;

function Empresas({ lista, filtro }: { lista: ListaEmpresas; filtro: FiltroEmpresas }) {
  const vacio = <p>{filtro.busqueda ? `No encontramos empresas con ofertas cuyo nombre contenga «${filtro.busqueda}».` : 'Aún no hay empresas con ofertas vigentes.'}</p>;
  const conteo = <p>{lista.cantidadRegistros === 1 ? '1 empresa' : `${formatNumber(lista.cantidadRegistros)} empresas`}</p>;
  return (
    <ListaPaginada pagina={lista} cantidad={lista.empresas.length} plural="empresas" ruta={href('empresas')} vacio={vacio} conteo={conteo}>
      <Lista>
        {lista.empresas.map((empresa) => (
          <EmpresaItem key={empresa.idEmpresa} empresa={empresa} />
        ))}
      </Lista>
    </ListaPaginada>
  );
}

function EmpresasSkeleton() {
  return (
    <div role="status">
      <p>Cargando empresas…</p>
      <Lista>
        {Array.from({ length: 6 }, (_, i) => (
          <EmpresaItemSkeleton key={i} />
        ))}
      </Lista>
    </div>
  );
}

/** `/empresas`: the companies with live offers on the portal, searchable by name, a page at a time. */
export function EmpresasPage() {
  const { data, error, loading, retry, filtro } = useEmpresas();
  const navigate = useNavigate();
  const buscar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const busqueda = String(new FormData(event.currentTarget).get('busqueda') ?? '').trim();
    void navigate(busqueda ? `${href('empresas')}?${new URLSearchParams({ busqueda }).toString()}` : href('empresas'));
  };
  let content;
  if (loading && !data) content = <EmpresasSkeleton />;
  else if (error || !data) content = <LoadError message="No pudimos cargar las empresas. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />;
  else content = <Empresas lista={data} filtro={filtro} />;
  return (
    <PageStack>
      <PageTitle>Empresas con ofertas de empleo</PageTitle>
      {/* A GET form, so it also works before the page's script runs; remounted when the URL's search changes. */}
      <PanelFiltros $columnas="1fr auto" key={filtro.busqueda ?? ''} role="search" method="get" action={href('empresas')} onSubmit={buscar} aria-label="Buscar empresas">
        <TextField name="busqueda" type="search" label="Nombre de la empresa" maxLength={100} defaultValue={filtro.busqueda ?? ''} autoComplete="off" />
        <Button type="submit">Buscar empresas</Button>
      </PanelFiltros>
      <section aria-label="Empresas" aria-busy={loading}>
        {content}
      </section>
    </PageStack>
  );
}
