import type { Queryable } from '../db/types';

/** Bind parameters per statement, well under PostgreSQL's limit of 65535. */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts `rows` (objects keyed by column, all with the same keys) into `table` with multi-row
 * VALUES statements, in order. Table and column names come from the seed's own code, never from input.
 */
export async function insertRows(tx: Queryable, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((column) => {
        if (!(column in row)) throw new Error(`seed: a ${table} row lacks ${column}`);
        params.push(row[column]);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`INSERT INTO public.${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
