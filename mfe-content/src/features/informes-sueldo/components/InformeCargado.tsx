import type { ItemState } from '@portal/shared/api';
import { notFound } from '@portal/shared/routes';
import { LoadError, PageStack } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { InformeSkeleton } from './InformeSkeleton';

/** The column of the salary-report pages. */
export const Contenido = styled(PageStack)`
  width: 100%;
  max-width: 56rem;
  margin: 0 auto;
`;

interface Props<T> {
  state: ItemState<T>;
  /** The skeleton's words: "Cargando el informe de sueldo…". */
  cargando: string;
  /** The message when it does not load. */
  error: string;
  children: (informe: T) => ReactNode;
}

/** A salary report's page: its skeleton, its load error with a retry, the 404 page when there is none, or the report. */
export function InformeCargado<T>({ state, cargando, error, children }: Props<T>) {
  if (state.status === 'notFound') notFound();
  let contenido;
  if (state.status === 'loading') contenido = <InformeSkeleton label={cargando} />;
  else if (state.status === 'error') contenido = <LoadError message={error} onRetry={state.retry} />;
  else contenido = children(state.data);
  return <Contenido>{contenido}</Contenido>;
}
