import type { Oferta } from '@portal/shared/contract';
import { loginParaAccion, useAccionPendiente } from '@portal/shared/routes';
import { sessionAtom } from '@portal/shared/state';
import { lazyNamed, Skeleton, theme } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useEstadoPostulacion } from '../hooks/useEstadoPostulacion';
import { usePostulacionRapida } from '../hooks/usePostulacionRapida';
import { AccionesOferta } from './AccionesOferta';
import { OfertaDetail } from './OfertaDetail';

// Shown only after «Postular»: their code (the form, its checks, the CV choice) is fetched then, not with the offer.
const PostularForm = lazyNamed(() => import('./PostularForm').then((m) => m.PostularForm));
const PostulacionExitosa = lazyNamed(() => import('./PostulacionExitosa').then((m) => m.PostulacionExitosa));

/** Desktop: the form beside the offer; phones: the same form full width below it. */
const Layout = styled.div<{ $conFormulario: boolean }>`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${theme.breakpoint.desktop}) {
    grid-template-columns: ${({ $conFormulario }) => ($conFormulario ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

type Modo = 'detalle' | 'preguntas' | 'exito';

/** The offer's view modes after loading: detail (or expired detail), the apply form, application OK. */
export function OfertaVista({ oferta }: { oferta: Oferta }) {
  const [modo, setModo] = useState<Modo>('detalle');
  const signedIn = useAtomValue(sessionAtom) !== null;
  const { estado, marcarPostulado } = useEstadoConCambio(oferta.idOferta);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const puedePostular = oferta.estadoOferta === 'ACTIVA' && !oferta.linkPostulacionExterno;
  const rapida = usePostulacionRapida(oferta, estado, (postulacion) => {
    marcarPostulado(postulacion.fecha);
    setModo('exito');
  });

  // Back from the login page: open the form, once it is known the candidate has not applied yet.
  useAccionPendiente('POSTULAR', () => {
    if (estado === undefined) return false;
    if (puedePostular && !estado?.postulado) setModo('preguntas');
    return true;
  });
  // Back from quick apply's sign-in: finish it without another tap (the form, should the offer now ask more).
  useAccionPendiente('POSTULA_FACIL', () => {
    if (estado === undefined) return false;
    if (!puedePostular || estado?.postulado) return true;
    if (oferta.postulacionRapida) void rapida.postularRapido(true);
    else setModo('preguntas');
    return true;
  });

  if (modo === 'exito') {
    return (
      <Suspense fallback={<Skeleton lines={4} />}>
        <PostulacionExitosa oferta={oferta} onVolver={() => setModo('detalle')} />
      </Suspense>
    );
  }
  const acciones = (
    <AccionesOferta
      oferta={oferta}
      estado={estado}
      formularioAbierto={modo === 'preguntas'}
      onPostular={() => (signedIn ? setModo('preguntas') : void navigate(loginParaAccion(pathname, 'POSTULAR')))}
      rapida={oferta.postulacionRapida ? { ...rapida, onPostular: () => void rapida.postularRapido() } : null}
    />
  );
  return (
    <Layout $conFormulario={modo === 'preguntas'}>
      <OfertaDetail oferta={oferta} acciones={acciones} />
      {modo === 'preguntas' && estado ? (
        <Suspense fallback={<Skeleton lines={6} />}>
          <PostularForm
            oferta={oferta}
            tieneCurriculumPerfil={estado.tieneCurriculumPerfil}
            curriculumPerfil={estado.curriculumPerfil}
            faltantesCurriculum={estado.faltantesCurriculum}
            onCancel={() => setModo('detalle')}
            onPostulado={(postulacion) => {
              marcarPostulado(postulacion.fecha);
              setModo('exito');
            }}
          />
        </Suspense>
      ) : null}
    </Layout>
  );
}

/** The api's answer, overridden once the candidate applies here (no need to ask again). */
function useEstadoConCambio(idOferta: number) {
  const { estado } = useEstadoPostulacion(idOferta);
  const [fecha, setFecha] = useState<string | null>(null);
  return {
    estado: estado && fecha ? { ...estado, postulado: true, fecha } : estado,
    marcarPostulado: setFecha,
  };
}
