import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import {
  ACTION_ERROR_CODES,
  HASURA_ERROR_CODES,
  SERVICE_AVAILABILITY_ERROR_CODES,
  SERVICE_LIMIT_ERROR_CODES,
  SERVICE_SECURITY_ERROR_CODES,
} from '@/lib/domain/errorCodes';

/**
 * Every code the service answers is in lib/domain, the list the app reads. The types check most of
 * them; this catches what they cannot: an ActionError's code (any string passes through, as a
 * webhook's does) and a code written into a JSON body by hand.
 */

const SRC_DIR = path.join(__dirname, '..', 'src');

const KNOWN_CODES: ReadonlySet<string> = new Set([
  ...HASURA_ERROR_CODES,
  ...SERVICE_LIMIT_ERROR_CODES,
  ...SERVICE_SECURITY_ERROR_CODES,
  ...SERVICE_AVAILABILITY_ERROR_CODES,
  ...Object.values(ACTION_ERROR_CODES),
]);

const ERROR_CLASSES = new Set(['GraphqlRequestError', 'ActionError']);
/** A `code:` member counts only when kebab-case, so zod's `code: 'custom'` and partner codes are not taken for one. */
const KEBAB_CASE = /^[a-z]+(?:-[a-z]+)+$/;

/** The quoted codes in `text`: `new GraphqlRequestError(message, '<code>'…`, the same for ActionError, and `code: '<code>'`. */
function quotedCodes(text: string): string[] {
  const source = ts.createSourceFile('scanned.ts', text, ts.ScriptTarget.Latest);
  const codes: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && ERROR_CLASSES.has(node.expression.text)) {
      const code = node.arguments?.[1];
      if (code && ts.isStringLiteralLike(code)) codes.push(code.text);
    }
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === 'code') {
      // `code: 'not-found' satisfies ErrorCode` is still a quoted code.
      const value = ts.isSatisfiesExpression(node.initializer) || ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isStringLiteralLike(value) && KEBAB_CASE.test(value.text)) codes.push(value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return codes;
}

const unknownCodes = (text: string) => quotedCodes(text).filter((code) => !KNOWN_CODES.has(code));

function sourceFiles(): string[] {
  return fs
    .readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
}

const readSource = (file: string) => fs.readFileSync(path.join(SRC_DIR, file), 'utf8');

describe('the error codes the data service answers', () => {
  it('are all in lib/domain/errorCodes.ts', () => {
    const unknown = sourceFiles().flatMap((file) => unknownCodes(readSource(file)).map((code) => `${file}: ${code}`));
    assert.deepEqual(unknown, []);
  });

  it('are found in the engine, authentication and HTTP layers, the 404 body included', () => {
    const found = new Set(sourceFiles().flatMap((file) => quotedCodes(readSource(file))));
    for (const code of ['rate-limited', 'input-too-deep', 'jwt-admin-role-refused', 'unsupported-media-type', 'too-many-operations']) {
      assert.ok(found.has(code), code);
    }
    assert.ok(quotedCodes(readSource(path.join('http', 'server.ts'))).includes('not-found'));
  });

  it('would notice a code missing from lib/domain, wherever it is written', () => {
    const fixture = `
      throw new GraphqlRequestError(
        \`the operation asks for \${n} widgets\`,
        'too-many-widgets',
        '$.query',
      );
      throw new ActionError('No such thing', 'no-such-thing', { field: 'id' });
      res.end(JSON.stringify({ path: '$', error: 'nope', code: 'made-up-code' satisfies ErrorCode }));
      throw new GraphqlRequestError('fine', 'rate-limited');
      throw new ActionError('fine', ACTION_ERROR_CODES.refundNotAllowed);
      ctx.addIssue({ code: 'custom', message: 'not an answered code' });
      const partner = { code: 'SUNLINE-NG' };
    `;
    assert.deepEqual(unknownCodes(fixture), ['too-many-widgets', 'no-such-thing', 'made-up-code']);
  });
});
