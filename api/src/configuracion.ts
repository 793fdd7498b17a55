// The api's configuration: the environment read and checked once, at start (main.ts, the seed's cli). Every
// other module receives its part from here, so a bad value stops the start with a Spanish message naming
// its variable (api/README.md lists them), never a surprise at the first request that needs it.
import type { ConfiguracionAlmacen } from './almacen/configuracion';
import { configuracionAlmacen } from './almacen/configuracion';
import { configuracionSmtp, type ConfiguracionSmtp } from './correo/configuracion';
import { ofertasSemilla } from './db/preparar';
import { origenesConfigurados, ORIGENES_POR_DEFECTO } from './portal/origenes';
import { intervaloAlertas } from './programador';
import { proxiesConfiables } from './red/proxies';
import { tiemposDesdeEnv, type TiemposHttp } from './red/tiempos';

export interface ConfiguracionApi {
  /** API_PORT and API_HOST: where the api listens (loopback by default, behind the edge). */
  puerto: number;
  interfaz: string;
  /** LOG_LEVEL of Fastify's logger. */
  nivelRegistro: string;
  /** DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite). */
  baseDeDatos: { DATABASE_URL?: string; DATA_DIR?: string };
  almacen: ConfiguracionAlmacen;
  /** SEED_OFERTAS: the offers an empty database is seeded with. */
  ofertasSemilla: number;
  /** JWT_SECRET; without it one is generated on first start and kept with the data (db/preparar.ts). */
  jwtSecret?: string;
  /** INGRESO_EXTERNO_SECRETO; without it partners' sign-in tokens are refused. */
  secretoIngresoExterno?: string;
  smtp: ConfiguracionSmtp;
  tiempos: TiemposHttp;
  proxies: string[];
  origenesPortal: string[];
  /** ALERTAS_INTERVALO_MS: how often the job alerts and the e-mails about applications are sent. */
  intervaloAlertasMs: number;
}

const NIVELES_REGISTRO = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function puerto(valor: string | undefined): number {
  const numero = Number(valor ?? 8090);
  if (!Number.isInteger(numero) || numero < 1 || numero > 65535) throw new Error(`API_PORT no es un puerto válido: ${valor}`);
  return numero;
}

function nivelRegistro(valor = 'info'): string {
  if (!NIVELES_REGISTRO.includes(valor)) throw new Error(`LOG_LEVEL debe ser uno de ${NIVELES_REGISTRO.join(', ')}, no «${valor}».`);
  return valor;
}

export function leerConfiguracion(env: NodeJS.ProcessEnv): ConfiguracionApi {
  const origenesPortal = (env.PORTAL_ORIGINS || ORIGENES_POR_DEFECTO).split(',');
  // Checked here, so a bad origin stops the start before the database is opened.
  origenesConfigurados(origenesPortal);
  return {
    puerto: puerto(env.API_PORT),
    interfaz: env.API_HOST ?? '127.0.0.1',
    nivelRegistro: nivelRegistro(env.LOG_LEVEL),
    baseDeDatos: { DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR },
    almacen: configuracionAlmacen(env),
    ofertasSemilla: ofertasSemilla(env),
    jwtSecret: env.JWT_SECRET || undefined,
    secretoIngresoExterno: env.INGRESO_EXTERNO_SECRETO || undefined,
    smtp: configuracionSmtp(env),
    tiempos: tiemposDesdeEnv(env),
    proxies: proxiesConfiables(env),
    origenesPortal,
    intervaloAlertasMs: intervaloAlertas(env.ALERTAS_INTERVALO_MS),
  };
}
