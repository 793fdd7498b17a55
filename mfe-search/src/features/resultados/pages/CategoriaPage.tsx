import { href, parseCategoriaParam } from '@portal/shared/routes';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { ResultadosPage } from '../components/ResultadosPage';
import { useFiltros } from '../../../hooks/useFiltros';

/** `/empleo-categoria/{idOpcionCategoria}-{slug}`: the offers of one category. */
export function CategoriaPage() {
  const segment = useParams().categoria ?? '';
  const idCategoria = parseCategoriaParam(segment);
  // The same function while the segment stays: the cards (memoised) are not rendered again with each URL.
  const ofertaHref = useCallback((oferta: string) => href('categoriaOferta', { categoria: segment, oferta }), [segment]);
  const categoria = useFiltros().data?.categorias.find((item) => item.idCategoria === idCategoria);
  return (
    <ResultadosPage
      key={segment}
      heading={categoria ? `Ofertas de empleo de ${categoria.nombre}` : 'Ofertas de empleo de la categoría'}
      base={{ idCategorias: String(idCategoria) }}
      ofertaHref={ofertaHref}
    />
  );
}
