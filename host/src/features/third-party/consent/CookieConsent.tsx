import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AppConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { Button, theme } from '@portal/shared/ui';
import { startPerformance } from '../performance';
import { concederEtiquetas, retirarMedicion } from './consent-mode';
import { guardarEleccion, leerEleccion, type Eleccion } from './consentimiento';
import { CONFIGURAR_COOKIES } from './necesita-consentimiento';

// Fixed at the bottom, over the page: it never moves the page's content (no layout shift), and stays low.
const Aviso = styled.section`
  position: fixed;
  inset: auto 0 0;
  z-index: 40;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow[2]};
  color: ${theme.color.text};
  font-size: 0.875rem;
  p { flex: 1 1 24rem; max-width: 48rem; margin: 0; }
`;

// «Aceptar» and «Rechazar» weigh the same: one button style, one width.
const Botones = styled.div`
  display: flex;
  flex: 1 1 14rem;
  max-width: 20rem;
  gap: 0.5rem;
  & > button { flex: 1 1 0; }
`;

interface Props {
  appConfig: AppConfig;
  portal: PortalConfig;
  /** Read once, when mounted: the footer's «Configurar cookies» mounted it (before the page was interactive), so it opens. */
  pedidoDesdePie: boolean;
}

const enfocado = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * The visitor's choice about measuring (Ley 21.719): asked on the first visit and when the footer asks, kept six
 * months. The tag manager and performance tracing start only after «Aceptar». Not modal: the page stays usable.
 */
export default function CookieConsent({ appConfig, portal, pedidoDesdePie }: Props) {
  const [eleccion, setEleccion] = useState(leerEleccion);
  const [abierto, setAbierto] = useState(eleccion === null || pedidoDesdePie);
  const [desdePie, setDesdePie] = useState(pedidoDesdePie);
  const aviso = useRef<HTMLElement>(null);
  const volverA = useRef<HTMLElement | null>(pedidoDesdePie ? enfocado() : null);
  const titulo = useId();

  useEffect(() => {
    if (eleccion === 'rechazadas') retirarMedicion();
    if (eleccion !== 'aceptadas') return;
    const inicios: Array<[string, Promise<unknown>]> = [
      ['tag manager', concederEtiquetas(appConfig.thirdParty ?? {}, portal)],
      ['performance tracing', startPerformance(appConfig)],
    ];
    for (const [nombre, inicio] of inicios) inicio.catch((error: unknown) => console.warn(`Third-party script "${nombre}" did not start.`, error));
  }, [eleccion, appConfig, portal]);

  useEffect(() => {
    const abrir = () => {
      volverA.current = enfocado();
      setDesdePie(true);
      setAbierto(true);
    };
    window.addEventListener(CONFIGURAR_COOKIES, abrir);
    return () => window.removeEventListener(CONFIGURAR_COOKIES, abrir);
  }, []);

  // Opened from the footer: the keyboard goes to the notice, and back to the footer after the choice.
  useEffect(() => {
    if (abierto && desdePie) aviso.current?.focus();
  }, [abierto, desdePie]);

  const elegir = (nueva: Eleccion) => {
    guardarEleccion(nueva);
    setEleccion(nueva);
    setAbierto(false);
    setDesdePie(false);
    volverA.current?.focus();
  };

  if (!abierto) return null;
  return (
    <Aviso ref={aviso} aria-labelledby={titulo} tabIndex={-1}>
      <p>
        <strong id={titulo}>Cookies de medición</strong>: con tu permiso, usamos cookies y almacenamiento de terceros para
        medir el uso y la velocidad del portal. <a href="/politica-de-cookies">Política de cookies</a>
      </p>
      <Botones>
        <Button type="button" onClick={() => elegir('rechazadas')}>Rechazar</Button>
        <Button type="button" onClick={() => elegir('aceptadas')}>Aceptar</Button>
      </Botones>
    </Aviso>
  );
}
