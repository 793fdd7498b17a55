import { screen, within } from '@testing-library/react';
import { fijarAhora, ofertaResumen, renderPage } from '@portal/shared/testing';
import { OfferCard } from './OfferCard';

const renderCard = (oferta = ofertaResumen()) => renderPage(<OfferCard oferta={oferta} />, { path: '/' });
const card = () => within(screen.getByRole('article'));

describe('OfferCard', () => {
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
});
