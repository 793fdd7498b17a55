import { NOMBRE_JORNADA, type OfertaResumen } from '@portal/shared/contract';
import { precargarOfertaAlVer } from '@portal/shared/api';
import { formatMoney, formatNumber, haceCuanto, regionCorta } from '@portal/shared/format';
import { href, ofertaSegment } from '@portal/shared/routes';
import { FechaRelativa, LogoEmpresa, Tag, theme } from '@portal/shared/ui';
import { memo, useRef, type FocusEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GuardarOfertaButton } from './GuardarOfertaButton';
import { Highlight } from './Highlight';
import { precargarOferta, usePaginaDeOfertaAlDesplazar, usePrecargaAlVer } from '../lib/precarga';

/**
 * The box of an offer in a list, also the shape of its skeleton: the logo, the offer's lines, the save star.
 * Compact on purpose (about 150 px on a phone, 90 on a desktop): a phone shows three or more on its first
 * screen, a desktop five or more.
 */
export const Card = styled.article`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr) auto;
  grid-template-areas: 'logo title save' 'logo meta save' 'logo facts facts' 'logo extract extract';
  gap: 0.125rem 0.75rem;
  align-items: start;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  line-height: 1.4;
  mark { background: #fff0b3; color: inherit; }
  & > :first-child { grid-area: logo; }
  & > :last-child { grid-area: save; }
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-areas: 'logo title save' 'logo lines save' 'logo extract save';
  }
`;

/** The company's logo (drawn or uploaded), or its initial on the same square: every card lines up, and nothing moves as logos load. */
export const LogoBox = styled.div`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: 6px;
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-weight: 700;
  & > * { width: 100%; height: 100%; }
  img { object-fit: contain; background: ${theme.color.background}; }
`;

const Title = styled.h3`
  grid-area: title;
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
  a { text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

/**
 * Company and place, then the facts. A phone stacks them, the facts under the save star too (the wrapper
 * steps aside); from a tablet up they share a row when there is room.
 */
const Lines = styled.div`
  display: contents;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-area: lines;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.125rem 1rem;
  }
`;

const Meta = styled.p`
  grid-area: meta;
  display: grid;
  min-width: 0;
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
  /* Stacked on a phone; beside each other from a tablet up. Never cut: a long name wraps. */
  @media (min-width: ${theme.breakpoint.tablet}) {
    display: block;
    & > span:first-child::after { content: ' · '; }
  }
`;

/** Two lines at most of where the keyword matched (only a keyword search has one); the extract is a teaser already. */
const Extract = styled.p`
  grid-area: extract;
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** Tags, salary and date on one wrapping row. */
const Facts = styled.p`
  grid-area: facts;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
`;

const Salary = styled.span`
  color: ${theme.color.text};
  font-weight: 600;
`;

type HeadingLevel = 'h2' | 'h3';

interface OfferCardProps {
  oferta: OfertaResumen;
  headingLevel?: HeadingLevel;
  /** Where the title links: the offer page, or the offer inside a results page (`…/trabajo/{oferta}`). */
  ofertaHref?: (segment: string) => string;
  /** Search results show where the keyword matched in the description, when the search had one. */
  conExtracto?: boolean;
}

const paginaDeOferta = (segment: string) => href('oferta', { oferta: segment });

/** Published today or yesterday (Chile's calendar days, as the relative date beside it says). */
export const esNueva = (iso: string, ahora = new Date()) => ['hoy', 'ayer'].includes(haceCuanto(iso, ahora) ?? '');

/**
 * One offer of a list: its title links to the offer page; the candidate can save it from here. The offer is
 * fetched once the card is in view on a touch screen, and its page's code (loaded once for every card) once the
 * visitor scrolls there; the offer and that code when a pointer comes over the card or lands on it or its link
 * gets the focus (precargarOferta).
 * Memoised: a list that grows («Cargar más») or re-renders renders only its new cards.
 */
export const OfertaCard = memo(function OfertaCard({ oferta, headingLevel = 'h3', ofertaHref = paginaDeOferta, conExtracto = false }: OfferCardProps) {
  const { ubicacion } = oferta;
  const tarjeta = useRef<HTMLElement>(null);
  const alApuntar = (event: PointerEvent) => { precargarOferta(oferta.idOferta, { conPurificador: event.pointerType === 'mouse' }); };
  // A finger's tap focuses the link too, just before its click: only the keyboard's focus (focus-visible) is early.
  const alEnfocar = (event: FocusEvent<HTMLAnchorElement>) => { precargarOferta(oferta.idOferta, { conPurificador: event.currentTarget.matches(':focus-visible') }); };
  usePrecargaAlVer(tarjeta, () => { precargarOfertaAlVer(oferta.idOferta); }, { soloTactil: true });
  usePaginaDeOfertaAlDesplazar();
  return (
    <Card ref={tarjeta} onPointerEnter={alApuntar}>
      {/* Decorative: the company's name is right beside it. Sized up front, so loading it moves nothing. */}
      <LogoBox aria-hidden="true">
        {oferta.urlLogo || oferta.logoDibujado ? (
          <LogoEmpresa nombre={oferta.nombreEmpresaFantasia} urlLogo={oferta.urlLogo} logoDibujado={oferta.logoDibujado} lado={40} decorativo diferido />
        ) : (
          oferta.nombreEmpresaFantasia.charAt(0).toLocaleUpperCase('es-CL')
        )}
      </LogoBox>
      <Title as={headingLevel}>
        <Link to={ofertaHref(ofertaSegment(oferta))} onPointerDown={alApuntar} onFocus={alEnfocar}>
          {oferta.nombreCargoDestacado ? <Highlight html={oferta.nombreCargoDestacado} /> : oferta.nombreCargo}
        </Link>
      </Title>
      <Lines>
        <Meta>
          <span>{oferta.nombreEmpresaFantasia}</span>
          <span>
            {ubicacion.nombreComuna}, {regionCorta(ubicacion.nombreRegion)}
            {oferta.distanciaKm === undefined ? null : ` · a ${formatNumber(oferta.distanciaKm)} km`}
          </span>
        </Meta>
        <Facts>
          {oferta.postulada ? <Tag $tono="success">Ya postulaste</Tag> : null}
          {!oferta.postulada && esNueva(oferta.fechaPublicacionFormatoIngles) ? <Tag $tono="primary">Nueva</Tag> : null}
          {!oferta.postulada && oferta.postulacionRapida ? <Tag $tono="primary">Postulación rápida</Tag> : null}
          <Tag>{NOMBRE_JORNADA[oferta.jornada]}</Tag>
          {oferta.mostrarSueldo && oferta.sueldo !== null ? <Salary>{formatMoney(oferta.sueldo, oferta.nombreMoneda)}</Salary> : null}
          <span>
            Publicada <FechaRelativa iso={oferta.fechaPublicacionFormatoIngles} antesDeFecha="el " />
          </span>
        </Facts>
      </Lines>
      {conExtracto && oferta.extractoDestacado ? (
        <Extract>
          <Highlight html={oferta.extractoDestacado} />
        </Extract>
      ) : null}
      <GuardarOfertaButton idOferta={oferta.idOferta} guardada={oferta.guardada} nombreCargo={oferta.nombreCargo} />
    </Card>
  );
});
