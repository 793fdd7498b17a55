import type { ItemState } from '@portal/shared/api';
import { notFound } from '@portal/shared/routes';
import { LoadError } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';

interface Props<T> {
  /** The route parameter that holds `{id}-{slug}`: "evento", "noticia". */
  parametro: string;
  leerId: (segment: string) => number | null;
  useElemento: (id: number) => ItemState<T>;
  /** The item's own `{id}-{slug}`, and the path that carries it. */
  segmento: (elemento: T) => string;
  ruta: (segmento: string) => string;
  esqueleto: ReactNode;
  /** The message when it does not load: "No pudimos cargar el evento. …". */
  error: string;
  children: (elemento: T) => ReactNode;
}

function Contenido<T>({ id, segment, useElemento, segmento, ruta, esqueleto, error, children }: Props<T> & { id: number; segment: string }) {
  const state = useElemento(id);
  if (state.status === 'notFound') notFound();
  if (state.status === 'loading') return esqueleto;
  if (state.status === 'error') return <LoadError message={error} onRetry={state.retry} />;
  const canonical = segmento(state.data);
  if (segment !== canonical) return <Navigate replace to={ruta(canonical)} />;
  return children(state.data);
}

/**
 * A page of one item at `…/{id}-{slug}` (an event, a news article). A segment whose slug is not the item's (an
 * old title, a typo, none) moves to the right URL, replacing it in the history; an id that is no number, or
 * no item of the portal: 404.
 */
export function PaginaDeElemento<T>(props: Props<T>) {
  const segment = useParams()[props.parametro] ?? '';
  const id = props.leerId(segment);
  if (id === null) notFound();
  return <Contenido key={id} id={id} segment={segment} {...props} />;
}
