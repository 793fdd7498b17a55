import { useAtomValue } from 'jotai';
import { fechaHoraEnChile } from '@portal/shared/format';
import { estadoFeriaAtom, portalConfigAtom, type EstadoFeria } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { Countdown } from './Countdown';

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
  if (estado === 'POR_ABRIR') {
    const { fecha, hora } = fechaHoraEnChile(fechaInicio);
    return `La feria abre el ${fecha} a las ${hora} (hora de Chile)`;
  }
  if (estado === 'TERMINADA') return `La feria terminó el ${fechaHoraEnChile(fechaTermino).fecha}`;
  return 'La feria está abierta';
}

/** The fair's dates in Chile, whether it is open by the server date, and the countdown to its opening. */
export function FeriaStatus() {
  const { configuracionFeria } = useAtomValue(portalConfigAtom);
  const estado = useAtomValue(estadoFeriaAtom);
  if (!configuracionFeria) return null;
  const { fechaInicio, fechaTermino } = configuracionFeria;
  return (
    <>
      <Dates>
        Del {fechaHoraEnChile(fechaInicio).fecha} al {fechaHoraEnChile(fechaTermino).fecha}
      </Dates>
      {estado && <Badge $abierta={estado === 'ABIERTA'}>{statusText(estado, fechaInicio, fechaTermino)}</Badge>}
      {estado === 'POR_ABRIR' && <Countdown apertura={fechaInicio} />}
    </>
  );
}
