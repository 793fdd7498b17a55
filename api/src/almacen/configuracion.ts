// Which storage the api uses, from the environment: ALMACEN=carpeta (the default, STORAGE_DIR) or ALMACEN=s3
// (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). A bad or incomplete
// configuration stops the start with a Spanish message saying what to fix, never a silent fallback to
// the local disk (a second replica could not read what one stored there).
import type { Almacen } from './almacen';
import { almacenEnCarpeta, carpetaAlmacen } from './carpeta';
import { almacenS3, type ConfiguracionS3 } from './s3';

export type ConfiguracionAlmacen = { tipo: 'carpeta'; carpeta: string } | ({ tipo: 's3' } & ConfiguracionS3);

const VARIABLES_S3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
/** S3's rule for bucket names (3–63 lower-case letters, digits, dots and hyphens, a letter or digit at each end). */
const NOMBRE_DE_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function configuracionAlmacen(env: NodeJS.ProcessEnv): ConfiguracionAlmacen {
  const tipo = env.ALMACEN || 'carpeta';
  if (tipo === 'carpeta') {
    const sobrantes = VARIABLES_S3.filter((nombre) => env[nombre]);
    if (sobrantes.length) throw new Error(`${sobrantes.join(', ')} solo se usa con ALMACEN=s3; ALMACEN es «${tipo}».`);
    return { tipo, carpeta: carpetaAlmacen(env) };
  }
  if (tipo !== 's3') throw new Error(`ALMACEN debe ser «carpeta» o «s3», no «${tipo}».`);
  const cubo = env.S3_BUCKET ?? '';
  if (!cubo) throw new Error('Con ALMACEN=s3 falta S3_BUCKET (el bucket privado de los archivos).');
  if (!NOMBRE_DE_BUCKET.test(cubo)) throw new Error(`S3_BUCKET no es un nombre de bucket válido (3 a 63 minúsculas, dígitos, puntos o guiones): «${cubo}».`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:$/.test(URL.parse(endpoint)?.protocol ?? '')) throw new Error(`S3_ENDPOINT debe ser una URL http(s)://, no «${endpoint}».`);
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas: define ambas, o ninguna para usar las credenciales del entorno (rol de la instancia).');
  const credenciales = accessKeyId ? { accessKeyId, secretAccessKey } : undefined;
  return { tipo, endpoint, cubo, region: env.S3_REGION || 'us-east-1', credenciales };
}

/** The storage of an environment, checked (almacenDe). */
export async function almacenConfigurado(env: NodeJS.ProcessEnv): Promise<{ almacen: Almacen; descripcion: string }> {
  return almacenDe(configuracionAlmacen(env));
}

/** The configured storage, checked: a bucket that cannot be reached stops the start, not the first upload. */
export async function almacenDe(configuracion: ConfiguracionAlmacen): Promise<{ almacen: Almacen; descripcion: string }> {
  if (configuracion.tipo === 'carpeta') return { almacen: almacenEnCarpeta(configuracion.carpeta), descripcion: `archivos en ${configuracion.carpeta}` };
  const almacen = almacenS3(configuracion);
  await almacen.comprobar().catch((error: unknown) => {
    almacen.cerrar();
    throw error;
  });
  return { almacen, descripcion: `archivos en s3://${configuracion.cubo}${configuracion.endpoint ? ` (${configuracion.endpoint})` : ''}` };
}
