import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Tarjeta as TarjetaPagina } from '../../../components/Tarjeta';

/** The element id of the card of a part of the CV (`seccion` of the completeness), for links to it. */
export const anclaDe = (seccion: string) => `cv-${seccion}`;

/** One card (a region named by its title) of the CV page; `seccion` makes it a target of the completeness links. */
export function Tarjeta({ titulo, seccion, children }: { titulo: string; seccion?: string; children: ReactNode }) {
  return <TarjetaPagina titulo={titulo} ancla={seccion ? anclaDe(seccion) : undefined}>{children}</TarjetaPagina>;
}

/** The buttons under a form or an entry. */
export const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
