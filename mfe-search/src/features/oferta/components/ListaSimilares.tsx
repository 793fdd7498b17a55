import { getOfertasSimilares, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { LoadError, Skeleton } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { OfertaList } from '../../../components/OfertaList';

/** Its useQuery key. */
export const similaresQueryKey = (idOferta: number) => `similares:${String(idOferta)}`;

/** The similar offers themselves, as cards, once asked for. */
export function ListaSimilares({ idOferta }: { idOferta: number }) {
  const { data, error, loading, retry } = useQuery(similaresQueryKey(idOferta), (signal) => getOfertasSimilares(idOferta, signal));
  if (loading) return <Skeleton lines={4} label="Cargando ofertas similares…" />;
  if (error) return <LoadError message="No pudimos cargar ofertas similares." onRetry={retry} />;
  if (!data) return null;
  return data.ofertas.length > 0 ? (
    <OfertaList ofertas={data.ofertas} />
  ) : (
    <p>
      No encontramos ofertas vigentes parecidas. <Link to={href('home')}>Busca otras ofertas</Link>.
    </p>
  );
}
