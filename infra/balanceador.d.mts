// Types of infra/balanceador.mjs for the api's TypeScript test.
export function binarios(): { haproxy: string | null; nginx: string | null };
export function rellenar(texto: string, valores: Record<string, string | number>): string;

export interface Haproxy {
  url: string;
  comando(texto: string): Promise<string>;
  estado(nombre: string, estado: 'drain' | 'ready' | 'maint'): Promise<string>;
  replica(nombre: string): Promise<{ estado: string; sesiones: number }>;
  stop(): Promise<void>;
}
export function iniciarHaproxy(opciones: {
  carpeta: string;
  puerto: number;
  replicas: { nombre: string; puerto: number; host?: string }[];
  direccion?: string;
}): Promise<Haproxy>;

export function iniciarNginx(opciones: { carpeta: string; puerto: number; origenes: number[]; direccion?: string }): Promise<{ url: string; stop(): Promise<void> }>;
