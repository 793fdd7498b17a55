import { useEffect, useState } from 'react';

export type Posicion = { lat: number; lon: number };
export type Geolocation = { status: 'idle' | 'pending' | 'refused'; posicion: null } | { status: 'ok'; posicion: Posicion };

/** Asks the browser for the visitor's position once `wanted` (orden GEOLOCALIZACION) and keeps the answer. */
export function useGeolocation(wanted: boolean): Geolocation {
  const [answer, setAnswer] = useState<Posicion | 'refused' | null>(null);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const ask = wanted && supported && answer === null;

  useEffect(() => {
    if (!ask) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => { setAnswer({ lat: coords.latitude, lon: coords.longitude }); },
      () => { setAnswer('refused'); },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }, [ask]);

  if (!wanted) return { status: 'idle', posicion: null };
  if (!supported || answer === 'refused') return { status: 'refused', posicion: null };
  return answer ? { status: 'ok', posicion: answer } : { status: 'pending', posicion: null };
}
