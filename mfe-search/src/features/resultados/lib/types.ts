import type { ResultadoBusqueda } from '@portal/shared/contract';

export type FacetaSueldo = ResultadoBusqueda['facetas']['sueldo'][number];
