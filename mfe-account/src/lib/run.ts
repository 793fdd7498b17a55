import { formatRut } from '@portal/shared/rut';

/** Digits with optional dots and dash, ending in a check character (digit or k): a RUN, not an e-mail. */
const RUN_PATTERN = /^\d[\d.]*-?[\dkK]$/;

export function looksLikeRun(value: string): boolean {
  return RUN_PATTERN.test(value.trim());
}

/** Formats a RUN as SPEC.md section 5 says (12.345.678-9); anything else is returned as typed. */
export function formatIfRun(value: string): string {
  return looksLikeRun(value) ? formatRut(value.trim()) : value;
}
