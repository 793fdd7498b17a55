// Literal SQL for bulk seed inserts: one multi-row INSERT per batch through Db.exec is far faster on
// PGlite than thousands of parameterised statements. Only ever fed generator data, never user input.
export type Valor = string | number | boolean | Date | string[] | null;

export function literal(valor: Valor): string {
  if (valor === null) return 'NULL';
  if (typeof valor === 'number') return String(valor);
  if (typeof valor === 'boolean') return valor ? 'true' : 'false';
  if (Array.isArray(valor)) return `ARRAY[${valor.map(literal).join(', ')}]::text[]`;
  const texto = valor instanceof Date ? valor.toISOString() : valor;
  return `'${texto.replace(/'/g, "''")}'`;
}

export function insertSql(tabla: string, columnas: string[], filas: Valor[][], lote = 500): string[] {
  const sentencias: string[] = [];
  for (let i = 0; i < filas.length; i += lote) {
    const valores = filas.slice(i, i + lote).map((fila) => `(${fila.map(literal).join(', ')})`);
    sentencias.push(`INSERT INTO ${tabla} (${columnas.join(', ')}) VALUES\n${valores.join(',\n')};`);
  }
  return sentencias;
}
