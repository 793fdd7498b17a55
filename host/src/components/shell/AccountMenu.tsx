import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '@portal/shared/routes';
import { portalConfigAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import { existingLinks } from '../../lib/route-links';
import { barButton } from './bar-button';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  max-width: 13rem;
  ${barButton}
  span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/** Under the button, kept on screen on a phone; light, so its links and focus ring use the page's colours. */
const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 0.25rem);
  right: 0;
  z-index: 60;
  display: grid;
  width: max-content;
  min-width: 14rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: 0.5rem 0;
  list-style: none;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  box-shadow: 0 4px 16px rgb(0 0 0 / 18%);
  li + li:last-child { margin-top: 0.25rem; padding-top: 0.25rem; border-top: 1px solid ${theme.color.border}; }
  && a { display: block; padding: 0.625rem 1rem; color: ${theme.color.primary}; }
  && a:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: -3px; }
`;

/** The candidate's own pages, in the order a candidate looks for them; those the portal type lacks are left out. */
function accountLinks() {
  return [
    [href('dashboard'), 'Mi panel'],
    [href('misPostulaciones'), 'Mis postulaciones'],
    [href('ofertasGuardadas'), 'Ofertas guardadas'],
    [href('miCurriculum'), 'Mi currículum'],
    [href('alertasDeEmpleo'), 'Alertas de empleo'],
    [href('configuracionCuenta'), 'Configuración de la cuenta'],
  ] as const;
}

/**
 * «Hola, {nombre}»: a disclosure button in the header that opens the candidate's pages and «Cerrar sesión»,
 * on public and candidate pages alike. Escape closes it and gives the focus back to the button; a click
 * elsewhere, the focus leaving it or following one of its links closes it too.
 */
export function AccountMenu({ nombre }: { nombre: string }) {
  const { tipoPortal } = useAtomValue(portalConfigAtom);
  const location = useLocation();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Open for one location only: following a link (a new location key) closes it by itself.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    // The header's own Escape (the phone menu) must not close around this one.
    event.stopPropagation();
    setOpenAt(null);
    button.current?.focus();
  }

  return (
    <Wrapper
      ref={wrapper}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Only a focus moved elsewhere (Tab): a click that leaves no focus is handled by the pointer listener.
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget)) setOpenAt(null);
      }}
    >
      <Toggle ref={button} type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpenAt(open ? null : location.key)}>
        <span>Hola, {nombre}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Toggle>
      {open ? (
        <Panel id={panelId}>
          {existingLinks(accountLinks(), tipoPortal).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link to={href('logout')}>Cerrar sesión</Link>
          </li>
        </Panel>
      ) : null}
    </Wrapper>
  );
}
