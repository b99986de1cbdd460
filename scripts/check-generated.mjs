#!/usr/bin/env node
// `npm run codegen:check`: fails when a committed generated file is stale. Regenerates everything into a
// temp dir — each role's schema from the registry, then the app's typed operations from those fresh
// schemas, then each brand's global CSS, then the Hasura project — and compares it with data-service/schema/,
// each codegen target's folder, theme/generated/ and data-service/hasura/, so the answer does not depend on git
// state or on the committed schema being current.
// Run with tsx (it imports TypeScript).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { CODEGEN_TARGETS, codegenConfig } from '../codegen.ts';
import { HASURA_PROJECT_DIR, writeProject } from '../data-service/scripts/hasura-export.ts';
import { renderRoleSchemas, SCHEMA_DIR } from '../data-service/scripts/print-schema.ts';
import { renderHasuraProject } from '../data-service/src/metadata/hasura/hasuraProject.ts';
import { BRAND_CSS_DIR, renderBrandCss } from '../theme/writeBrandCss.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'devicecover-generated-'));
const rel = (file) => path.relative(root, file);

/** Every file under `dir`, as paths relative to it. */
function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Problems with `committed` compared with the freshly generated `fresh` folder: one line per file. */
function compareFolders(fresh, committed, filter = () => true) {
  const names = [...new Set([...listFiles(fresh), ...listFiles(committed)])].filter(filter).sort();
  const problems = [];
  for (const name of names) {
    const a = path.join(fresh, name);
    const b = path.join(committed, name);
    if (!fs.existsSync(b)) problems.push(`${rel(b)} is missing`);
    else if (!fs.existsSync(a)) problems.push(`${rel(b)} is no longer generated`);
    else if (!fs.readFileSync(a).equals(fs.readFileSync(b))) problems.push(`${rel(b)} is stale`);
  }
  return problems;
}

async function main() {
  const schemaDir = path.join(tmp, 'schema');
  fs.mkdirSync(schemaDir);
  for (const file of renderRoleSchemas()) fs.writeFileSync(path.join(schemaDir, file.name), file.text);
  const problems = compareFolders(schemaDir, SCHEMA_DIR, (name) => name.endsWith('.graphql'));

  const generatedDir = path.join(tmp, 'generated');
  try {
    await generate({ ...codegenConfig({ schemaDir, outRoot: `${generatedDir}/` }), cwd: root, silent: true }, true);
    for (const target of CODEGEN_TARGETS) problems.push(...compareFolders(path.join(generatedDir, target.outDir), path.join(root, target.outDir)));
  } catch (error) {
    // Usually an operation its role's schema does not have; codegen's message names the file and field.
    problems.push(`codegen failed against the current schemas (fix the operation or the registry):\n${error?.message ?? error}`);
  }

  const brandCssDir = path.join(tmp, 'brand-css');
  fs.mkdirSync(brandCssDir);
  for (const file of renderBrandCss()) fs.writeFileSync(path.join(brandCssDir, file.name), file.text);
  problems.push(...compareFolders(brandCssDir, path.join(root, BRAND_CSS_DIR)));

  const hasuraDir = path.join(tmp, 'hasura');
  writeProject(hasuraDir, renderHasuraProject());
  const hasuraProblems = compareFolders(hasuraDir, HASURA_PROJECT_DIR);

  if (problems.length === 0 && hasuraProblems.length === 0) {
    const typed = CODEGEN_TARGETS.map((target) => target.outDir).join(', ');
    console.log(`generated files up to date: ${rel(SCHEMA_DIR)}/, ${typed}, ${BRAND_CSS_DIR}/, ${rel(HASURA_PROJECT_DIR)}/`);
    return 0;
  }
  for (const problem of [...problems, ...hasuraProblems]) console.error(`codegen:check: ${problem}`);
  if (problems.length > 0) {
    console.error(`codegen:check: run \`npm run codegen\` and commit data-service/schema/, ${CODEGEN_TARGETS.map((target) => target.outDir).join(', ')} and ${BRAND_CSS_DIR}/`);
  }
  if (hasuraProblems.length > 0) console.error(`codegen:check: run \`npm run hasura:export\` and commit ${rel(HASURA_PROJECT_DIR)}/`);
  return 1;
}

main()
  .then((code) => {
    process.exitCode = code;
  }, (error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(tmp, { recursive: true, force: true }));
