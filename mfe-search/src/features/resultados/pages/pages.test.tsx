import { screen, waitFor } from '@testing-library/react';
import { renderRoute as renderRemoteRoute } from '@portal/shared/testing';
import { pages } from '../../../app/pages';
import { stubSearch } from '../testing';

const renderRoute = (url: string) => renderRemoteRoute(url, { owner: 'mfe_search', pages });

describe('results routes', () => {
  it('a landing of a real comuna has its own h1 and searches that comuna', async () => {
    const { searches } = stubSearch();
    renderRoute('/trabajo-nunoa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trabajo en Ñuñoa' })).toBeInTheDocument();
    await waitFor(() => { expect(searches()[0]).toMatchObject({ comuna: '1301' }); });
    expect(await screen.findByRole('link', { name: 'Cargo 1' })).toHaveAttribute('href', '/trabajo-nunoa/trabajo/cargo-1-1');
  });

  it('a landing of an area says so in its h1', async () => {
    const { searches } = stubSearch();
    renderRoute('/trabajo-tecnologia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas de empleo de Tecnología' })).toBeInTheDocument();
    await waitFor(() => { expect(searches()[0]).toMatchObject({ nombreArea: 'Tecnología' }); });
  });

  it('an unknown landing is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubSearch();
    renderRoute('/trabajo-atlantida');
    expect(await screen.findByRole('heading', { name: 'Page not found: /trabajo-atlantida' })).toBeInTheDocument();
  });

  it('a channel page searches that channel', async () => {
    const { searches } = stubSearch();
    renderRoute('/canal/31');
    await waitFor(() => { expect(searches()[0]).toMatchObject({ idCanales: '31' }); });
    expect(await screen.findByRole('link', { name: 'Cargo 1' })).toHaveAttribute('href', '/canal/31/trabajo/cargo-1-1');
  });

  it('a category page searches that category under its name', async () => {
    const { searches } = stubSearch();
    renderRoute('/empleo-categoria/4-salud-y-bienestar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas de empleo de Salud y bienestar' })).toBeInTheDocument();
    await waitFor(() => { expect(searches()[0]).toMatchObject({ idCategorias: '4' }); });
  });

  it('a cargo page searches the cargo words together with a typed keyword', async () => {
    const { searches } = stubSearch();
    renderRoute('/trabajo-empleo/cajero-bancario?palabraClave=santiago');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas de empleo de cajero bancario' })).toBeInTheDocument();
    await waitFor(() => { expect(searches()[0]).toMatchObject({ palabraClave: 'cajero bancario santiago' }); });
  });
});
