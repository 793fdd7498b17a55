/** The words a `/trabajo-empleo/{cargo}` slug searches (`cajero-bancario` → "cajero bancario"). */
export const palabrasDeCargo = (cargo: string) => cargo.replace(/-+/g, ' ').trim();
