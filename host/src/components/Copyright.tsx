/** SPEC.md section 9: the copyright runs from 1999 to the current year. */
export const COPYRIGHT_START_YEAR = 1999;

export function Copyright({ owner }: { owner: string }) {
  return (
    <>
      © {COPYRIGHT_START_YEAR}-{new Date().getFullYear()} {owner}. Todos los derechos reservados.
    </>
  );
}
