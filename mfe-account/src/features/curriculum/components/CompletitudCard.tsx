import type { Completitud } from '@portal/shared/contract';
import styled from 'styled-components';
import { BarraCompletitud } from '../../../components/BarraCompletitud';
import { anclaDe, Tarjeta } from './Tarjeta';

const Faltantes = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
`;

/** The card each missing part is added in (the profile card holds the summary and the position). */
const CARD: Record<string, string> = { resumen: 'perfil', cargo: 'perfil' };

/** A link that takes focus to the card where the missing part is added. */
function IrA({ seccion, children }: { seccion: string; children: string }) {
  const ancla = anclaDe(CARD[seccion] ?? seccion);
  return (
    <a
      href={`#${ancla}`}
      onClick={(event) => {
        event.preventDefault();
        // Focus scrolls the card into view, and a screen reader reads it from its title.
        document.getElementById(ancla)?.focus();
      }}
    >
      {children}
    </a>
  );
}

/** How complete the CV is and what to add next (the first item is the next step). */
export function CompletitudCard({ completitud }: { completitud: Completitud }) {
  const { porcentaje, faltantes } = completitud;
  return (
    <Tarjeta titulo="Tu currículum">
      <p>
        Tu currículum está completo al <strong>{porcentaje}&nbsp;%</strong>.
      </p>
      <BarraCompletitud porcentaje={porcentaje} />
      {faltantes.length ? (
        <>
          <p>
            <strong>Siguiente paso:</strong> <IrA seccion={faltantes[0]!.seccion}>{faltantes[0]!.texto}</IrA>
          </p>
          {faltantes.length > 1 ? (
            <Faltantes aria-label="También te falta">
              {faltantes.slice(1).map((f) => (
                <li key={f.seccion}>
                  <IrA seccion={f.seccion}>{f.texto}</IrA>
                </li>
              ))}
            </Faltantes>
          ) : null}
        </>
      ) : (
        <p>¡Tu currículum está completo! Mantenlo al día cuando cambies de trabajo o termines un estudio.</p>
      )}
    </Tarjeta>
  );
}
