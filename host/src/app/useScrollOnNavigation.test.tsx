import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router-dom';
import { MAIN_ID } from '../components/shell/SkipLink';
import { renderWithProviders } from '../testing/render';
import { RootScreen } from './RootScreen';

/** The frame every layout gives a page: the shell's <main>, which persists while the page inside changes. */
function Frame() {
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Outlet />
    </main>
  );
}

function Lista() {
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <h1>Ofertas de empleo</h1>
      <button type="button" onClick={() => setSearchParams({ region: '13' })}>
        Región Metropolitana
      </button>
      <Link to="/trabajo/cajero-1">Cajero bancario</Link>
    </>
  );
}

/** A page whose title arrives with its data, after a skeleton. */
function Noticia() {
  const [cargada, setCargada] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setCargada(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return cargada ? <h1>Los cargos más buscados</h1> : <p>Cargando…</p>;
}

/** A page whose skeleton has a title of its own, replaced by the page's as its data arrives. */
function Evento() {
  const [cargado, setCargado] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setCargado(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return cargado ? <h1 key="evento">Feria laboral de Temuco</h1> : <h1 key="esqueleto">Cargando evento…</h1>;
}

function renderPages() {
  const router = createMemoryRouter(
    [{ element: <RootScreen />, children: [{ element: <Frame />, children: [{ path: '/trabajo-empleo', element: <Lista /> }, { path: '/trabajo/:oferta', element: <h1>Cajero bancario</h1> }, { path: '/noticias/:noticia', element: <Noticia /> }, { path: '/eventos/:evento', element: <Evento /> }] }] }],
    { initialEntries: ['/trabajo-empleo'] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** jsdom does not lay pages out: the window's offset is what the page last scrolled to. */
let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => { scrollY = y; });

function scrollBy(y: number) {
  scrollY = y;
  act(() => { window.dispatchEvent(new Event('scroll')); });
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => jest.restoreAllMocks());

describe('where a new page starts', () => {
  it('keeps the place and the focus when a filter changes the query string, and opens an offer followed from far down the list at its top, its title focused', async () => {
    renderPages();
    scrollBy(1170);
    const filtro = screen.getByRole('button', { name: 'Región Metropolitana' });
    await userEvent.click(filtro);
    expect(scrollY).toBe(1170);
    expect(filtro).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Cajero bancario' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cajero bancario' })).toHaveFocus();
    expect(scrollY).toBe(0);
  });

  it('focuses the main landmark while the new page loads, then its title as it arrives', async () => {
    const { router } = renderPages();
    await act(() => router.navigate('/noticias/12-los-cargos'));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Los cargos más buscados' })).toHaveFocus();
  });

  it("gives the focus to the page's title when it replaces the skeleton's, not to the body", async () => {
    const { router } = renderPages();
    await act(() => router.navigate('/eventos/3-feria-laboral'));
    expect(screen.getByRole('heading', { level: 1, name: 'Cargando evento…' })).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feria laboral de Temuco' })).toHaveFocus();
  });

  it('returns to where the list was left on back', async () => {
    const { router } = renderPages();
    scrollBy(1170);
    await userEvent.click(screen.getByRole('link', { name: 'Cajero bancario' }));
    scrollBy(300);

    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeInTheDocument();
    expect(scrollY).toBe(1170);
  });
});
