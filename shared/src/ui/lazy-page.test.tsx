import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { lazyPage, PaginaPorNavegacion } from './lazy-page';

/** A page's chunk that arrives when the test says so. */
function chunk(Page: ComponentType) {
  let llegar = () => {};
  const llegada = new Promise<ComponentType>((resolve) => { llegar = () => { resolve(Page); }; });
  return { load: () => llegada, llegar: () => act(async () => { llegar(); await llegada; }) };
}

const Resultados = () => (
  <>
    <h1>Resultados</h1>
    <Link to="/oferta">Cajero bancario</Link>
  </>
);
const Oferta = () => <h1>Cajero bancario</h1>;

/** What the host's route does: its Suspense boundary, and whether a navigation opened the page. */
function Ruta({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p>Cargando la ruta</p>}>
      <PaginaPorNavegacion value={useLocation().key !== 'default'}>{children}</PaginaPorNavegacion>
    </Suspense>
  );
}

it('shows a skeleton while the first page’s code arrives, and keeps that page on screen until the next page’s code arrives', async () => {
  const resultados = chunk(Resultados);
  const oferta = chunk(Oferta);
  const ResultadosPage = lazyPage(resultados.load);
  const OfertaPage = lazyPage(oferta.load);
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<Ruta><ResultadosPage /></Ruta>} />
        <Route path="/oferta" element={<Ruta><OfertaPage /></Ruta>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  await resultados.llegar();
  expect(screen.getByRole('heading', { name: 'Resultados' })).toBeInTheDocument();

  await act(async () => { screen.getByRole('link', { name: 'Cajero bancario' }).click(); });
  expect(screen.getByRole('heading', { name: 'Resultados' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByText('Cargando la ruta')).not.toBeInTheDocument();

  await oferta.llegar();
  expect(await screen.findByRole('heading', { name: 'Cajero bancario' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Resultados' })).not.toBeInTheDocument();
});
