import { getMisPostulaciones, useQuery } from '@portal/shared/api';
import { FILTROS_ESTADO_POSTULACION, LARGO_MAXIMO_TEXTO_POSTULACIONES, type FiltroEstadoPostulacion, type PostulacionCandidato } from '@portal/shared/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface FiltroPagina {
  estado: FiltroEstadoPostulacion | null;
  texto: string;
  pagina: number;
}

/** The list's state is the query string (`estado`, `texto`, `pagina`): a reload or a shared link shows the same list. */
export function leerFiltro(params: URLSearchParams): FiltroPagina {
  const estado = params.get('estado');
  const pagina = Number(params.get('pagina'));
  return {
    estado: (FILTROS_ESTADO_POSTULACION as readonly string[]).includes(estado ?? '') ? (estado as FiltroEstadoPostulacion) : null,
    texto: (params.get('texto') ?? '').slice(0, LARGO_MAXIMO_TEXTO_POSTULACIONES),
    pagina: Number.isInteger(pagina) && pagina > 1 ? pagina : 1,
  };
}

/** The query string of a filter (empty values and page 1 left out). */
export function consultaDe({ estado, texto, pagina }: FiltroPagina): URLSearchParams {
  const params = new URLSearchParams();
  if (estado) params.set('estado', estado);
  if (texto.trim()) params.set('texto', texto.trim());
  if (pagina > 1) params.set('pagina', String(pagina));
  return params;
}

/** The candidate's applications under the URL's filter, and the ones withdrawn on this page since it loaded. */
export function useMisPostulaciones() {
  const [params, setParams] = useSearchParams();
  const filtro = leerFiltro(params);
  const clave = JSON.stringify(filtro);
  const consulta = useQuery(clave, (signal) =>
    getMisPostulaciones({ estado: filtro.estado ?? undefined, texto: filtro.texto, pagina: filtro.pagina }, signal),
  );
  const [cambiadas, setCambiadas] = useState<ReadonlyMap<number, PostulacionCandidato>>(new Map());
  // The one just withdrawn, on the list it was withdrawn from: its notice takes the focus there, not on the next list.
  const [ultimaRetirada, setUltimaRetirada] = useState<{ idPostulacion: number; clave: string } | null>(null);

  const filtrar = (cambio: Partial<Omit<FiltroPagina, 'pagina'>> & { pagina?: number }) => {
    setParams(consultaDe({ ...filtro, pagina: 1, ...cambio }));
  };

  const actualizar = (postulacion: PostulacionCandidato) => {
    setCambiadas((previas) => new Map(previas).set(postulacion.idPostulacion, postulacion));
    setUltimaRetirada({ idPostulacion: postulacion.idPostulacion, clave });
  };

  const postulaciones = consulta.data?.postulaciones.map((p) => cambiadas.get(p.idPostulacion) ?? p);
  const recienRetirada = ultimaRetirada?.clave === clave ? ultimaRetirada.idPostulacion : null;
  return { filtro, filtrar, consulta, postulaciones, actualizar, recienRetirada };
}
