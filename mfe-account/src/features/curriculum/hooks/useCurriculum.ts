import { getCurriculum, useQuery } from '@portal/shared/api';
import type { Curriculum } from '@portal/shared/contract';
import { useState } from 'react';

/** The CV as loaded, then as each change saved it (every change answers the whole CV). */
export function useCurriculum() {
  const query = useQuery('curriculum', getCurriculum);
  const [guardado, setGuardado] = useState<Curriculum | null>(null);
  return { curriculum: guardado ?? query.data, cargando: query.loading && !guardado, error: guardado ? null : query.error, reintentar: query.retry, actualizar: setGuardado };
}
