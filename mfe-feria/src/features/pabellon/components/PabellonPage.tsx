import { formatNumber } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { PageStack, PageTitle, SkeletonLine, TextField, theme } from '@portal/shared/ui';
import { useState, type SubmitEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmpresasGrid, EmpresasGridSkeleton } from '../../../components/EmpresasGrid';
import { usePabellon } from '../hooks/usePabellon';

const Buscador = styled.form`
  max-width: 24rem;
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

const countLine = (n: number) => (n === 1 ? '1 empresa en este pabellón' : `${formatNumber(n)} empresas en este pabellón`);

/** `/pabellon/{slugpabellon}`: the pavilion's companies, searchable by name, each leading to its stand. */
export function PabellonPage() {
  const slug = useParams().slugpabellon ?? '';
  const [busqueda, setBusqueda] = useState('');
  const { pabellon, empresas, termino } = usePabellon(slug, busqueda);
  // An empty answer still loading a newer one (the first, before the pavilion was known) is no list yet.
  const lista = pabellon && !(empresas.loading && empresas.data?.length === 0) ? empresas.data : undefined;

  return (
    <PageStack>
      <p>
        <Link to={href('feriaHome')}>Volver a la feria</Link>
      </p>
      {pabellon ? <PageTitle>{pabellon.nombreOpcionCategoria}</PageTitle> : <SkeletonLine height="2.4rem" width="60%" barHeight="1.75rem" />}
      <Buscador role="search" aria-label="Buscar en el pabellón" onSubmit={(event: SubmitEvent) => { event.preventDefault(); }}>
        <TextField label="Buscar empresa" type="search" name="busqueda" autoComplete="off" value={busqueda} onChange={(event) => { setBusqueda(event.target.value); }} />
      </Buscador>
      {lista ? (
        <>
          <Count role="status">{empresas.loading ? 'Buscando empresas…' : countLine(lista.length)}</Count>
          {lista.length > 0 ? (
            <EmpresasGrid empresas={lista} label={`Empresas del pabellón ${pabellon!.nombreOpcionCategoria}`} conPabellon={false} refreshing={empresas.loading} />
          ) : (
            <p>{termino ? 'No encontramos empresas con ese nombre en este pabellón.' : 'Pronto verás aquí a las empresas de este pabellón.'}</p>
          )}
        </>
      ) : (
        <EmpresasGridSkeleton label="Cargando las empresas del pabellón…" />
      )}
    </PageStack>
  );
}
