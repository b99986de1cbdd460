// `npm run hasura:export`: writes data-service/hasura/, the Hasura CLI project (config v3) built from the
// registry and the migrations (src/metadata/hasura/), and deletes the files there it no longer generates.
//
//   tsx data-service/scripts/hasura-export.ts            write data-service/hasura/
//   tsx data-service/scripts/hasura-export.ts --out DIR  write into DIR instead
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderHasuraProject } from '../src/metadata/hasura/hasuraProject';

const SCRIPT = fileURLToPath(import.meta.url);

export const HASURA_PROJECT_DIR = path.resolve(path.dirname(SCRIPT), '..', 'hasura');

/** Every file under `dir`, as paths relative to it with `/` separators. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Removes the folders under `dir` left empty, deepest first. */
function removeEmptyFolders(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    removeEmptyFolders(folder);
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
}

export interface WriteReport {
  written: string[];
  deleted: string[];
}

/** Makes `dir` hold exactly `files`: writes the changed ones, deletes the others. */
export function writeProject(dir: string, files: Map<string, string>): WriteReport {
  const report: WriteReport = { written: [], deleted: [] };
  fs.mkdirSync(dir, { recursive: true });
  for (const name of listFiles(dir)) {
    if (files.has(name)) continue;
    fs.rmSync(path.join(dir, name));
    report.deleted.push(name);
  }
  for (const [name, text] of files) {
    const target = path.join(dir, name);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    report.written.push(name);
  }
  removeEmptyFolders(dir);
  return report;
}

function main(args: string[]): number {
  const outIndex = args.indexOf('--out');
  const dir = outIndex >= 0 ? path.resolve(args[outIndex + 1] ?? '') : HASURA_PROJECT_DIR;
  const files = renderHasuraProject();
  const { written, deleted } = writeProject(dir, files);
  const shown = path.relative(process.cwd(), dir) || dir;
  for (const name of written) console.log(`hasura: ${shown}/${name} written`);
  for (const name of deleted) console.log(`hasura: ${shown}/${name} deleted`);
  console.log(`hasura: ${shown}/ has ${files.size} files, ${written.length} written, ${deleted.length} deleted`);
  return 0;
}

// Runs as a script; importing it (the codegen check does) has no side effects.
if (process.argv[1] && path.resolve(process.argv[1]) === SCRIPT) process.exitCode = main(process.argv.slice(2));
