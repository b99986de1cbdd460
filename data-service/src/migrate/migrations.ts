import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Migration {
  /** The file name without `.sql`, e.g. `0001_partner`; recorded once applied. */
  version: string;
  sql: string;
  checksum: string;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

const FILE_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;

/** The SQL files of `dir` in version order; any other file name there is a mistake worth stopping for. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.sql')).sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`migration file name ${file} must look like 0001_some_name.sql`);
    if (seen.has(match[1])) throw new Error(`two migrations share the number ${match[1]}`);
    seen.add(match[1]);
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    return { version: file.slice(0, -'.sql'.length), sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}
