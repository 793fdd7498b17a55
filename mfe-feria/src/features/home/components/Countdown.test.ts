import { tiempoRestante } from './Countdown';

it.each([
  [(2 * 1440 + 65) * 60_000, 'Faltan 2 días, 1 hora y 5 minutos para la apertura'],
  [(3 * 60 + 0) * 60_000, 'Faltan 3 horas y 0 minutos para la apertura'],
  [60_000, 'Falta 1 minuto para la apertura'],
  [59_001, 'Falta 1 minuto para la apertura'],
  [1440 * 60_000, 'Faltan 1 día, 0 horas y 0 minutos para la apertura'],
  [-5_000, 'Faltan 0 minutos para la apertura'],
  [1496 * 1440 * 60_000, 'Faltan 1.496 días, 0 horas y 0 minutos para la apertura'],
])('says %i ms as "%s"', (ms, texto) => {
  expect(tiempoRestante(ms)).toBe(texto);
});
