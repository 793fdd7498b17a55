/** @jest-environment node */
// The build marks every valibot call of a contract file pure (shared/build/esquemas-puros-loader.cjs), so that
// a schema no code reads is left out. A call made for what it does rather than for what it returns (an assert,
// a parse whose result is dropped) would then be left out too: none may stand as a statement of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const contract = join(__dirname, '..', 'src', 'contract');
const files = readdirSync(contract).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

/** The valibot calls (`v.…(…)`) that are statements of their own, as written. */
function valibotCallsAsStatements(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(contract, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isExpressionStatement(node)) {
      const expression = ts.isAwaitExpression(node.expression) ? node.expression.expression : node.expression;
      const callee = ts.isCallExpression(expression) ? expression.expression : null;
      if (callee && ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'v') {
        found.push(node.getText(source));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('contract files', () => {
  it.each(files)('%s calls valibot only for the value it returns', (file) => {
    expect(valibotCallsAsStatements(file)).toEqual([]);
  });
});
