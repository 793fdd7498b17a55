import { getPreRegistros, preRegistrarEnFeria, useQuery } from '@portal/shared/api';
import { loginParaAccion, useAccionPendiente } from '@portal/shared/routes';
import { portalConfigAtom, sessionAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

export type EstadoPreRegistro = 'visitante' | 'cargando' | 'pendiente' | 'trabajando' | 'preinscrito' | 'fallido';

/**
 * The fair's pre-registration: a visitor signs in (or registers) and comes back to `/?accion=PRE_REGISTRO`,
 * where it runs by itself; a candidate already pre-registered sees so.
 */
export function usePreRegistro() {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const idCandidato = session?.candidato.idCandidato ?? null;
  const [accion, setAccion] = useState<'trabajando' | 'hecho' | 'fallido' | null>(null);
  const lista = useQuery(`feria-pre-registros:${String(idCandidato)}`, (signal) =>
    idCandidato === null ? Promise.resolve([]) : getPreRegistros(signal),
  );

  async function preinscribir() {
    setAccion('trabajando');
    setAccion((await preRegistrarEnFeria(idDominio)) ? 'hecho' : 'fallido');
  }

  useAccionPendiente('PRE_REGISTRO', () => {
    if (!session) return false;
    void preinscribir();
    return true;
  });

  let estado: EstadoPreRegistro;
  if (!session) estado = 'visitante';
  else if (accion === 'hecho' || lista.data?.some((p) => p.idDominio === idDominio)) estado = 'preinscrito';
  else if (accion) estado = accion;
  else estado = lista.loading ? 'cargando' : 'pendiente';

  const iniciar = () => {
    if (!session) void navigate(loginParaAccion('/', 'PRE_REGISTRO'));
    else void preinscribir();
  };
  return { estado, iniciar };
}
