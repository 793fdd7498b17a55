import { useAtomValue } from 'jotai';
import { fechaServidorAtom } from '@portal/shared/state';
import { useEffect, useState } from 'react';
import { formatNumber } from '@portal/shared/format';

const MINUTO = 60_000;

const plural = (n: number, una: string, varias: string) => `${formatNumber(n)} ${n === 1 ? una : varias}`;

/** "Faltan 3 días, 4 horas y 1 minuto", "Falta 1 minuto": whole minutes left, leading zero units left out. */
export function tiempoRestante(ms: number): string {
  const minutos = Math.max(0, Math.ceil(ms / MINUTO));
  const dias = Math.floor(minutos / 1440);
  const horas = Math.floor((minutos % 1440) / 60);
  const partes = [
    ...(dias > 0 ? [plural(dias, 'día', 'días')] : []),
    ...(dias > 0 || horas > 0 ? [plural(horas, 'hora', 'horas')] : []),
    plural(minutos % 60, 'minuto', 'minutos'),
  ];
  const texto = partes.length > 1 ? `${partes.slice(0, -1).join(', ')} y ${partes.at(-1)!}` : partes[0]!;
  return `${minutos === 1 ? 'Falta' : 'Faltan'} ${texto} para la apertura`;
}

/**
 * The time left until the fair opens, ticking every minute. The server's date (read at start) plus the time
 * this page has been open stands for "now", so a wrong clock on the visitor's device does not matter.
 */
export function Countdown({ apertura }: { apertura: string }) {
  const fechaServidor = useAtomValue(fechaServidorAtom);
  const [montado] = useState(() => Date.now());
  const [ahora, setAhora] = useState(montado);
  useEffect(() => {
    const reloj = setInterval(() => { setAhora(Date.now()); }, MINUTO);
    return () => { clearInterval(reloj); };
  }, []);
  if (!fechaServidor) return null;
  const restante = new Date(apertura).getTime() - (fechaServidor.getTime() + ahora - montado);
  return (
    <p>
      <time dateTime={apertura}>{tiempoRestante(restante)}</time>
    </p>
  );
}
