import { rutaDeVuelta } from '@portal/shared/ruta-de-vuelta';
import { getExpiringItem, removeExpiringItem, setExpiringItem } from '@portal/shared/storage';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The way back of a pending action (SPEC.md section 3, issue 22), kept in localStorage as well as in the
 * URL: the confirmation e-mail's link opens in another tab or later, without the `redirect` of the pages
 * before it. An hour covers the code and the link (30 minutes each) and the time to read the e-mail.
 */
const CLAVE = 'vueltaPendiente';
const MINUTOS = 60;

export function guardarVuelta(ruta: string): void {
  setExpiringItem(CLAVE, ruta, MINUTOS);
}

/** Forgotten once the session starts: from there on the URL carries it (`/datos-basicos?redirect=`). */
export function olvidarVuelta(): void {
  removeExpiringItem(CLAVE);
}

function vueltaGuardada(): string | null {
  const valor = getExpiringItem(CLAVE);
  return typeof valor === 'string' ? rutaDeVuelta(valor, null) : null;
}

/**
 * The URL's `redirect` when it is a path of this site, else null. Only the e-mailed sign-in link, opened
 * outside the pages that carried it, falls back on the kept one (as it was when the page opened: forgetting
 * it on sign-in must not change where that sign-in goes); a sign-in begun anew elsewhere never resumes an
 * action the visitor left behind.
 */
export function useVuelta({ tambienGuardada = false } = {}): string | null {
  const [searchParams] = useSearchParams();
  const [guardada] = useState(() => (tambienGuardada ? vueltaGuardada() : null));
  return rutaDeVuelta(searchParams.get('redirect'), null) ?? guardada;
}

/** `pagina` carrying the way back (`?redirect=`), with any other parameters. */
export function conVuelta(pagina: string, vuelta: string | null, otros: Record<string, string> = {}): string {
  const query = new URLSearchParams(otros);
  if (vuelta) query.set('redirect', vuelta);
  const texto = query.toString();
  return texto ? `${pagina}?${texto}` : pagina;
}
