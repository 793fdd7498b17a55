import { problemasClave, type RegistroBody } from '@portal/shared/contract';
import { rutValido } from '@portal/shared/rut';
import type { Errores } from '../../../lib/useFormulario';

/** The form's fields: the api's body but the policy's version, which the form adds when it sends. */
export type ValoresRegistro = Omit<RegistroBody, 'versionPolitica'>;

export const CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASAPORTE = /^[A-Za-z0-9]{5,20}$/;

function errorDocumento({ tipoDocumento, numeroDocumento }: ValoresRegistro): string | undefined {
  const numero = numeroDocumento.trim();
  if (tipoDocumento === 'RUN') {
    if (!numero) return 'Ingresa tu RUN.';
    return rutValido(numero) ? undefined : 'El RUN no es válido: revisa el dígito verificador.';
  }
  if (!numero) return 'Ingresa tu número de pasaporte.';
  return PASAPORTE.test(numero) ? undefined : 'Ingresa un número de pasaporte de 5 a 20 letras o números.';
}

/** The registration rules, the same the api checks (it has the last word). */
export function reglasRegistro(valores: ValoresRegistro): Errores<ValoresRegistro> {
  const nombre = (valor: string, vacio: string) => (!valor.trim() ? vacio : valor.trim().length > 100 ? 'Usa como máximo 100 caracteres.' : undefined);
  return {
    nombres: nombre(valores.nombres, 'Ingresa tus nombres.'),
    apellidos: nombre(valores.apellidos, 'Ingresa tus apellidos.'),
    numeroDocumento: errorDocumento(valores),
    correo: CORREO.test(valores.correo.trim()) ? undefined : 'Ingresa un correo válido, por ejemplo nombre@correo.cl.',
    clave: problemasClave(valores.clave, { correo: valores.correo, numeroDocumento: valores.numeroDocumento })[0],
    aceptaPolitica: valores.aceptaPolitica ? undefined : 'Debes aceptar la política de privacidad para crear tu cuenta.',
  };
}
