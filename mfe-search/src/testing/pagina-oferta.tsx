import { screen } from '@testing-library/react';
import type { Oferta } from '@portal/shared/contract';
import { sessionAtom } from '@portal/shared/state';
import { renderPage, stubApi, type RecordedRequest, type StubReply } from '@portal/shared/testing';
import { OfertaPage } from '../features/oferta/components/OfertaPage';
import { sesionDemo } from './fixtures';

/** The candidate's state for offer 1234: not applied yet, with an 85 % profile CV. */
export const estadoConCurriculum = { postulado: false, fecha: null, tieneCurriculumPerfil: true, curriculumPerfil: { nombre: 'Currículum de Camila Rojas Muñoz', porcentaje: 85, archivo: null }, faltantesCurriculum: [] };

interface ApiDeOferta {
  estado?: object;
  /** Answers first; undefined leaves the request to the offer page's usual answers. */
  otras?: (r: RecordedRequest) => StubReply | undefined;
}

/** The offer page's api for a signed-in candidate: the offer, the candidate's state for it and no similar offers. */
export function apiDeOferta(detalle: Oferta, { estado = estadoConCurriculum, otras = () => undefined }: ApiDeOferta = {}) {
  return stubApi(
    (r) => {
      const propia = otras(r);
      if (propia) return propia;
      if (r.url.pathname === '/api/postulaciones/oferta/1234') return { body: estado };
      if (r.url.pathname.endsWith('/similares')) return { body: { ofertas: [] } };
      return { body: detalle };
    },
    { jwt: 'jwt-demo' },
  );
}

/** The offer page at `url`, signed in as the demo candidate unless `signedIn` is false. */
export function renderOferta({ signedIn = true, url = '/trabajo/cajero-bancario-1234' } = {}) {
  return renderPage(<OfertaPage />, { path: '/trabajo/:oferta', url, seed: (store) => signedIn && store.set(sessionAtom, sesionDemo) });
}

/** A visitor (no session) opens `detalle` and presses `boton`: the route the page sent them to. */
export async function visitantePulsa(detalle: Oferta, boton: string) {
  stubApi(() => ({ body: detalle }));
  const { user } = renderOferta({ signedIn: false });
  await user.click(await screen.findByRole('button', { name: boton }));
  return screen.getByText(/^Otra ruta:/);
}
