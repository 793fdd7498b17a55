import { screen, within } from '@testing-library/react';
import { fijarAhora, ofertaResumen, renderPage } from '@portal/shared/testing';
import { OfertaCard } from './OfertaCard';

const renderCard = (oferta = ofertaResumen()) => renderPage(<OfertaCard oferta={oferta} />, { path: '/' });
const card = () => within(screen.getByRole('article'));

describe('OfertaCard', () => {
  // 23 November 2026 in Santiago: the fixture's offer was published the day before.
  fijarAhora('2026-11-23T15:00:00Z');

  it('shows the working hours as a tag and marks an offer published yesterday «Nueva»', () => {
    renderCard(ofertaResumen({ jornada: 'TURNOS' }));
    expect(card().getByText('Por turnos')).toBeInTheDocument();
    expect(card().getByText('Nueva')).toBeInTheDocument();
    expect(card().getByText('$1.200.000')).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Guardar oferta Cajero bancario' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says «Ya postulaste» instead of «Nueva» on an offer the candidate applied to', () => {
    renderCard(ofertaResumen({ postulada: true }));
    expect(card().getByText('Ya postulaste')).toBeInTheDocument();
    expect(card().queryByText('Nueva')).not.toBeInTheDocument();
  });

  it('marks an offer that takes quick apply «Postulación rápida», until the candidate applied', () => {
    const { unmount } = renderCard(ofertaResumen({ postulacionRapida: true }));
    expect(card().getByText('Postulación rápida')).toBeInTheDocument();
    unmount();
    renderCard(ofertaResumen({ postulacionRapida: true, postulada: true }));
    expect(card().queryByText('Postulación rápida')).not.toBeInTheDocument();
    expect(card().getByText('Ya postulaste')).toBeInTheDocument();
  });

  it('marks no other offer «Postulación rápida»', () => {
    renderCard(ofertaResumen({ postulacionRapida: false }));
    expect(card().queryByText('Postulación rápida')).not.toBeInTheDocument();
  });

  it("names a region by its short name, the long official ones too: O'Higgins, Aysén, Magallanes", () => {
    const en = (nombreComuna: string, nombreRegion: string) => ofertaResumen({ ubicacion: { ...ofertaResumen().ubicacion, nombreComuna, nombreRegion } });
    renderCard(en('Rancagua', "Región del Libertador General Bernardo O'Higgins"));
    expect(card().getByText("Rancagua, O'Higgins")).toBeInTheDocument();
    renderCard(en('Coyhaique', 'Región de Aysén del General Carlos Ibáñez del Campo'));
    expect(screen.getByText('Coyhaique, Aysén')).toBeInTheDocument();
    renderCard(en('Punta Arenas', 'Región de Magallanes y de la Antártica Chilena'));
    expect(screen.getByText('Punta Arenas, Magallanes')).toBeInTheDocument();
  });

  it("draws a drawn logo as the company's initials on its colour, with no image to fetch", () => {
    const logoDibujado = { iniciales: 'BP', color: '#0b4f8a' };
    renderCard(ofertaResumen({ urlLogo: '/api/empresas/77/logo.svg?v=0a1b2c3d', logoDibujado }));
    const iniciales = card().getByText('BP');
    expect(iniciales).toHaveStyle({ backgroundColor: 'rgb(11, 79, 138)', color: 'rgb(255, 255, 255)' });
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('shows an uploaded logo as an image', () => {
    renderCard(ofertaResumen({ urlLogo: 'https://cdn.example.cl/logo.png', logoDibujado: null }));
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', 'https://cdn.example.cl/logo.png');
  });
});
