import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createPortalStore, type PortalStore } from '@portal/shared/state';
import { ESTILO_BASE_ID } from '@portal/shared/tema';
import { PortalProviders } from '@portal/shared/ui';
import { SEARCH_BOX, widgetsEnNavegadorAtom } from '../../features/remotes/widgets-en-navegador';
import { loadRemote } from '../../testing/federation-runtime';
import { adelantarSearchBox, HeaderSearch } from './HeaderSearch';

function RemoteSearchBox() {
  return <form role="search" aria-label="Buscar ofertas de empleo" />;
}

/** A store as the edge's render and the browser's boot fill it for a page rendered without the search box. */
function storeWithoutBox(): PortalStore {
  const store = createPortalStore();
  store.set(widgetsEnNavegadorAtom, [SEARCH_BOX]);
  return store;
}

const header = (store: PortalStore) => (
  <PortalProviders store={store}>
    <MemoryRouter>
      <HeaderSearch />
    </MemoryRouter>
  </PortalProviders>
);

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ SearchBox: RemoteSearchBox });
});

it('hydrates the placeholder the edge rendered while mfe-search was down, then shows the box, without a hydration mismatch', async () => {
  // A page the edge serves carries its base style.
  const estiloBase = Object.assign(document.createElement('style'), { id: ESTILO_BASE_ID });
  document.head.append(estiloBase);
  const container = document.createElement('div');
  container.innerHTML = renderToString(header(storeWithoutBox()));
  document.body.append(container);
  // The edge neither asked for the box nor wrote the link shown when the browser cannot have it.
  expect(loadRemote).not.toHaveBeenCalled();
  expect(container).not.toHaveTextContent('Buscar ofertas');

  const onRecoverableError = jest.fn();
  const store = storeWithoutBox();
  await act(async () => {
    hydrateRoot(container, header(store), { onRecoverableError });
  });
  expect(await screen.findByRole('search', { name: 'Buscar ofertas de empleo' })).toBeInTheDocument();
  expect(onRecoverableError).not.toHaveBeenCalled();
  // A later page's header loads the box at once.
  expect(store.get(widgetsEnNavegadorAtom)).toEqual([]);
  container.remove();
  estiloBase.remove();
});

describe('the box loaded ahead by a page without it (results, the home)', () => {
  const mostrarCabecera = () => render(header(createPortalStore()));

  it('is shown by the next header without asking federation again', async () => {
    adelantarSearchBox();
    adelantarSearchBox();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    mostrarCabecera();
    expect(await screen.findByRole('search', { name: 'Buscar ofertas de empleo' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('when mfe-search was down then, is asked for again by the next header', async () => {
    loadRemote.mockRejectedValueOnce(new Error('mfe_search no responde'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    adelantarSearchBox();
    mostrarCabecera();
    expect(await screen.findByRole('link', { name: 'Buscar ofertas' })).toBeInTheDocument();
    mostrarCabecera();
    expect(await screen.findByRole('search', { name: 'Buscar ofertas de empleo' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
