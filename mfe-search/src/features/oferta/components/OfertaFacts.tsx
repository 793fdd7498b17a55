import type { Oferta } from '@portal/shared/contract';
import { formatFecha, formatMoney } from '@portal/shared/format';
import { FechaRelativa, theme } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The facts' box, also the shape of their skeleton: a compact grid, two columns on a phone, up to four wide. */
export const FactsList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem 1rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow-wrap: anywhere;
`;

export const Term = styled.dt`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

export const Detail = styled.dd`
  margin: 0;
  font-weight: 600;
`;

function experiencia(anios: number): string {
  if (anios === 0) return 'Sin experiencia';
  return anios === 1 ? '1 año' : `${String(anios)} años`;
}

function Fecha({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatFecha(iso)}</time>;
}

/** The offer's key facts as a description list. */
export function OfertaFacts({ oferta }: { oferta: Oferta }) {
  const { ubicacion } = oferta;
  const facts: { term: string; detail: ReactNode }[] = [
    { term: 'Ubicación', detail: `${ubicacion.nombreComuna}, ${ubicacion.nombreRegion}` },
    { term: 'Área', detail: oferta.nombreArea },
    { term: 'Tipo de cargo', detail: oferta.nombreTipoCargo },
    {
      // Offers publish gross pay; the CV's expectation is net («líquida»): the word keeps them apart.
      term: 'Sueldo bruto mensual',
      detail: oferta.mostrarSueldo && oferta.sueldo !== null ? formatMoney(oferta.sueldo, oferta.nombreMoneda) : 'Sueldo a convenir',
    },
    { term: 'Experiencia', detail: experiencia(oferta.aniosExperiencia) },
    { term: 'Publicada', detail: <FechaRelativa iso={oferta.fechaPublicacionFormatoIngles} /> },
    { term: oferta.estadoOferta === 'EXPIRADA' ? 'Expiró' : 'Postula hasta', detail: <Fecha iso={oferta.fechaExpiracionFormatoIngles} /> },
  ];
  if (oferta.tiempoContrato) facts.push({ term: 'Duración del contrato', detail: oferta.tiempoContrato });

  return (
    <FactsList>
      {facts.map(({ term, detail }) => (
        <div key={term}>
          <Term>{term}</Term>
          <Detail>{detail}</Detail>
        </div>
      ))}
    </FactsList>
  );
}
