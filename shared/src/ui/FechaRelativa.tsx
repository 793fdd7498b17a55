import { formatFecha, formatFechaConDia, haceCuanto } from '@portal/shared/format';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Wrap = styled.span`
  position: relative;
  time { border-bottom: 1px dotted currentColor; cursor: help; }
`;

/** The exact date: shown while the date is hovered (the tip too, so it can be read) or focused, until Escape. */
const Tip = styled.span`
  display: none;
  position: absolute;
  z-index: 20;
  left: 0;
  bottom: calc(100% + 4px);
  width: max-content;
  max-width: min(18rem, 80vw);
  padding: 0.25rem 0.5rem;
  border-radius: 4px;
  background: ${theme.color.text};
  color: ${theme.color.background};
  font-size: 0.875rem;
  font-weight: 400;
  line-height: 1.4;
  &[data-enfocada], ${Wrap}:not([data-oculta]):hover > & { display: block; }
`;

/**
 * A date as job sites say it ("hace 3 días", "ayer"; the date itself from 30 days on), with the exact date
 * as a tooltip on hover and focus, also read as the date's description. Server and browser render the same
 * words (Chile's calendar days); should a render straddle midnight, the browser's words replace the server's
 * once mounted. `antesDeFecha` goes before a plain date ("el ") where the sentence needs it.
 */
export function FechaRelativa({ iso, antesDeFecha = '' }: { iso: string; antesDeFecha?: string }) {
  const tipId = useId();
  const timeRef = useRef<HTMLTimeElement>(null);
  const [oculta, setOculta] = useState(false);
  const [enfocada, setEnfocada] = useState(false);
  const [version, setVersion] = useState(0);
  // Day-granular words: the same on the server and in the browser but across midnight, handled below.
  const texto = haceCuanto(iso, new Date()) ?? `${antesDeFecha}${formatFecha(iso)}`;

  useEffect(() => {
    // Hydration keeps the server's words where they differ (suppressHydrationWarning): a new node takes ours.
    if (timeRef.current && timeRef.current.textContent !== texto) setVersion((v) => v + 1);
  }, [texto]);

  return (
    <Wrap data-oculta={oculta ? '' : undefined} onMouseLeave={() => setOculta(false)}>
      <time
        key={version}
        ref={timeRef}
        dateTime={iso}
        tabIndex={0}
        aria-describedby={tipId}
        suppressHydrationWarning
        onFocus={() => setEnfocada(true)}
        onBlur={() => {
          setEnfocada(false);
          setOculta(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOculta(true);
        }}
      >
        {texto}
      </time>
      <Tip role="tooltip" id={tipId} data-enfocada={enfocada && !oculta ? '' : undefined}>
        {formatFechaConDia(iso)}
      </Tip>
    </Wrap>
  );
}
