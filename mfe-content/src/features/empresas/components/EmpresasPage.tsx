import type { ListaEmpresas } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { Button, LoadError, PageStack, PageTitle, TextField, theme } from '@portal/shared/ui';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { conPagina, Paginacion } from '../../../components/Paginacion';
import { useEmpresas, type FiltroEmpresas } from '../hooks/useEmpresas';
import { EmpresaItem, EmpresaItemSkeleton } from './EmpresaItem';

const Buscador = styled.form`
  display: grid;
  gap: 1rem;
  align-items: end;
  padding: 1rem;
  background: ${theme.color.surface};
  border-radius: ${theme.radius};
  > * { min-width: 0; }
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: 1fr auto;
  }
`;

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
  const [searchParams] = useSearchParams();
  const hrefDe = (pagina: number) => conPagina(href('empresas'), searchParams, pagina);
  if (lista.empresas.length === 0) {
    if (lista.paginaActual > 1) {
      return (
        <p>
          No hay empresas en esta página. <Link to={hrefDe(1)}>Ir a la primera página</Link>.
        </p>
      );
    }
    return <p>{filtro.busqueda ? `No encontramos empresas con ofertas cuyo nombre contenga «${filtro.busqueda}».` : 'Aún no hay empresas con ofertas vigentes.'}</p>;
  }
  return (
    <>
      <p>{lista.cantidadRegistros === 1 ? '1 empresa' : `${formatNumber(lista.cantidadRegistros)} empresas`}</p>
      <Lista>
        {lista.empresas.map((empresa) => (
          <EmpresaItem key={empresa.idEmpresa} empresa={empresa} />
        ))}
      </Lista>
      {lista.cantidadPaginas > 1 ? <Paginacion label="Paginación de empresas" paginaActual={lista.paginaActual} cantidadPaginas={lista.cantidadPaginas} hrefDe={hrefDe} /> : null}
    </>
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
      <Buscador key={filtro.busqueda ?? ''} role="search" method="get" action={href('empresas')} onSubmit={buscar} aria-label="Buscar empresas">
        <TextField name="busqueda" type="search" label="Nombre de la empresa" maxLength={100} defaultValue={filtro.busqueda ?? ''} autoComplete="off" />
        <Button type="submit">Buscar empresas</Button>
      </Buscador>
      <section aria-label="Empresas" aria-busy={loading}>
        {content}
      </section>
    </PageStack>
  );
}
