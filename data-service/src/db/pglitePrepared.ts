import { protocol, type PGlite } from '@electric-sql/pglite';
import { StatementNames } from './statementNames';
import type { Row } from './types';

/**
 * Named prepared statements on PGlite, which its `query` does not offer: it parses, plans and describes
 * every statement again, in six calls into the WASM backend. A statement prepared here is parsed and
 * described once; each run is then one call (Bind, Execute, Sync) on the parse and plan PostgreSQL kept.
 * Values are serialised and answers parsed with the instance's own type handlers, as `query` does.
 * Callers run it where they would run `query` (PGlite's query lock is taken here too).
 */
export type PreparedRunner = (sql: string, params: readonly unknown[]) => Promise<Row[] | undefined>;

interface Prepared {
  name: string;
  paramTypes: readonly number[];
  fields: readonly { name: string; dataTypeID: number }[];
}

const { serialize } = protocol;

export function preparedRunner(db: PGlite, capacity: number): PreparedRunner {
  const names = new StatementNames(capacity);
  const statements = new Map<string, Prepared>();

  const prepare = async (sql: string): Promise<Prepared | undefined> => {
    const name = names.nameOf(sql);
    if (name === undefined) return undefined;
    const { messages } = await db.execProtocol(concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    let paramTypes: readonly number[] = [];
    let fields: Prepared['fields'] = [];
    for (const message of messages) {
      if (message instanceof protocol.messages.ParameterDescriptionMessage) paramTypes = message.dataTypeIDs;
      else if (message instanceof protocol.messages.RowDescriptionMessage) fields = message.fields;
    }
    const prepared = { name, paramTypes, fields };
    statements.set(sql, prepared);
    return prepared;
  };

  /** Undefined when there is no room for another statement: the caller runs it unnamed. */
  return (sql, params) =>
    db.runExclusive(async () => {
      const statement = statements.get(sql) ?? (await prepare(sql));
      if (!statement) return undefined;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[statement.paramTypes[i]];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await db.execProtocol(concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]));
      const rows: Row[] = [];
      for (const message of messages) {
        if (!(message instanceof protocol.messages.DataRowMessage)) continue;
        const row: Row = {};
        statement.fields.forEach((field, i) => {
          const text = message.fields[i];
          const parser = db.parsers[field.dataTypeID];
          row[field.name] = text === null ? null : parser ? parser(text, field.dataTypeID) : text;
        });
        rows.push(row);
      }
      return rows;
    });
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
