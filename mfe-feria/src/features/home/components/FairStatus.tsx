import { useAtomValue } from 'jotai';
import { formatFecha } from '@portal/shared/format';
import { estadoFeriaAtom, portalConfigAtom, type EstadoFeria } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

const Dates = styled.p`
  margin: 0;
  font-size: 1.125rem;
`;

const Badge = styled.p<{ $abierta: boolean }>`
  justify-self: start;
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  font-weight: 600;
  background: ${({ $abierta }) => ($abierta ? theme.color.primary : theme.color.surface)};
  color: ${({ $abierta }) => ($abierta ? theme.color.onPrimary : theme.color.text)};
`;

function statusText(estado: EstadoFeria, fechaInicio: string, fechaTermino: string): string {
  if (estado === 'POR_ABRIR') return `La feria abre el ${formatFecha(fechaInicio)}`;
  if (estado === 'TERMINADA') return `La feria terminó el ${formatFecha(fechaTermino)}`;
  return 'La feria está abierta';
}

/** The fair's dates and whether it is open, by the server date. */
export function FairStatus() {
  const { configuracionFeria } = useAtomValue(portalConfigAtom);
  const estado = useAtomValue(estadoFeriaAtom);
  if (!configuracionFeria) return null;
  const { fechaInicio, fechaTermino } = configuracionFeria;
  return (
    <>
      <Dates>
        Del {formatFecha(fechaInicio)} al {formatFecha(fechaTermino)}
      </Dates>
      {estado && <Badge $abierta={estado === 'ABIERTA'}>{statusText(estado, fechaInicio, fechaTermino)}</Badge>}
    </>
  );
}
