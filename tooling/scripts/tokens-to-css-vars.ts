/**
 * Codemod: styled-components interpolations that only read a token from the theme become CSS
 * variable references from `@lobby/tokens`:
 *
 *   color: ${({ theme }) => theme.color.text};            →  color: ${tokenVars.color.text};
 *   padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
 *                                     →  padding: ${tokenVars.space.sm} ${tokenVars.space.lg};
 *   transition: opacity ${({ theme }) => theme.motion.duration.fast}ms;
 *                                     →  transition: opacity ${tokenVars.motion.duration.fast};
 *
 * A template without function interpolations is static, so styled-components computes its
 * class once instead of on every render. It adds `tokenVars` to the file's `@lobby/tokens`
 * import (or adds the import), prints every file it changed and every theme function it left
 * (file:line and why: media queries, props-dependent choices, JS arithmetic, non-emitted
 * groups). Idempotent: a second run changes nothing. The exceptions are shared with the
 * `lobby/prefer-token-vars` lint rule (`@lobby/eslint-config/token-reads`).
 *
 *   node tooling/scripts/tokens-to-css-vars.ts [--check] [dir-or-file ...]   (default: packages)
 *
 * `--check` writes nothing and exits 1 if a file would change.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyTokenRead } from '@lobby/eslint-config/token-reads';
import ts from 'typescript';
import { tokenVars } from '../../packages/tokens/src/css.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const check = args.includes('--check');
const targets = args.filter((a) => a !== '--check');

/** A text replacement in a file. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A theme function left as it is, and why. */
interface Skipped {
  line: number;
  reason: string;
}

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return /\.tsx?$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) =>
    name === 'node_modules' || name === 'dist' || name.startsWith('.')
      ? []
      : sourceFiles(join(path, name)),
  );
}

/** `theme.a.b.c` → `['a','b','c']`; anything else (calls, indexing, other roots) → undefined. */
function themePath(node: ts.Expression): string[] | undefined {
  let current = node;
  while (ts.isParenthesizedExpression(current)) current = current.expression;
  const path: string[] = [];
  while (ts.isPropertyAccessExpression(current)) {
    if (current.questionDotToken) return undefined;
    path.unshift(current.name.text);
    current = current.expression;
  }
  return ts.isIdentifier(current) && current.text === 'theme' && path.length ? path : undefined;
}

/** `gradientCss(theme.gradient.G)` is what the variable of `gradient.G` holds. */
function gradientOf(node: ts.Expression): string[] | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1) return undefined;
  if (!ts.isIdentifier(node.expression) || node.expression.text !== 'gradientCss') return undefined;
  const path = themePath(node.arguments[0]!);
  return path?.[0] === 'gradient' && path.length === 2 ? path : undefined;
}

/** Whether `path` names a `tokenVars` leaf (an emitted variable). */
function isTokenVar(path: readonly string[]): boolean {
  let node: unknown = tokenVars;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string';
}

/** `({ theme }) => …`: one destructured parameter, exactly `theme`, and an expression body. */
function isThemeOnlyArrow(node: ts.Node): node is ts.ArrowFunction {
  if (!ts.isArrowFunction(node) || node.parameters.length !== 1) return false;
  const [param] = node.parameters;
  if (!param || !ts.isObjectBindingPattern(param.name) || param.name.elements.length !== 1)
    return false;
  const [element] = param.name.elements;
  return Boolean(
    element &&
    !element.propertyName &&
    !element.initializer &&
    !element.dotDotDotToken &&
    ts.isIdentifier(element.name) &&
    element.name.text === 'theme' &&
    !ts.isBlock(node.body),
  );
}

/** Whether a theme function destructures `theme` at all (so it is worth reporting). */
function readsTheme(node: ts.ArrowFunction): boolean {
  const [param] = node.parameters;
  return Boolean(
    param &&
    ts.isObjectBindingPattern(param.name) &&
    param.name.elements.some(
      (e) => ts.isIdentifier(e.name) && e.name.text === 'theme' && !e.propertyName,
    ),
  );
}

/** The raw text of a template's literal parts, interpolations shown as `⟨⟩`. */
function rawBefore(template: ts.TemplateExpression, spanIndex: number, text: string): string {
  const parts = [rawLiteral(template.head, text)];
  for (let i = 0; i < spanIndex; i++)
    parts.push('⟨⟩', rawLiteral(template.templateSpans[i]!.literal, text));
  return parts.join('');
}

/** A template literal part's source text without its `` ` ``, `${` or `}` delimiters. */
function rawLiteral(
  node: ts.TemplateHead | ts.TemplateMiddle | ts.TemplateTail | ts.NoSubstitutionTemplateLiteral,
  text: string,
): string {
  const source = text.slice(node.getStart(), node.end);
  // Every part opens with one character (`` ` `` or `}`) and closes with `` ` `` or `${`.
  const close = ts.isTemplateTail(node) || ts.isNoSubstitutionTemplateLiteral(node) ? 1 : 2;
  return source.slice(1, source.length - close);
}

/** `linear-gradient(${theme.gradient.G.angle}deg, ${theme.gradient.G.from}, ${theme.gradient.G.to})` */
const GRADIENT_BY_PARTS =
  /linear-gradient\(\s*\$\{theme\.gradient\.(\w+)\.angle\}deg,\s*\$\{theme\.gradient\.\1\.from\},\s*\$\{theme\.gradient\.\1\.to\}\s*\)/g;

/**
 * The static replacement of a theme function's body, or why there is none. A pure read
 * becomes `tokenVars.…`; a template of pure reads becomes its text with `${tokenVars.…}`s.
 */
function convert(
  body: ts.Expression,
  before: string,
  after: string,
  text: string,
): { kind: 'expression' | 'inline'; text: string; dropSuffix: number } | { reason: string } {
  let inner = body;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  const path = themePath(inner) ?? gradientOf(inner);
  if (path) {
    if (!isTokenVar(path)) return { reason: `theme.${path.join('.')} has no CSS variable` };
    const verdict = classifyTokenRead(path, before, after);
    if (!verdict.ok) return { reason: verdict.reason };
    return {
      kind: 'expression',
      text: `tokenVars.${path.join('.')}`,
      dropSuffix: verdict.dropSuffix,
    };
  }
  if (ts.isNoSubstitutionTemplateLiteral(inner) || ts.isTemplateExpression(inner)) {
    const source = text
      .slice(inner.getStart() + 1, inner.end - 1)
      .replace(GRADIENT_BY_PARTS, (_, name: string) => `\${theme.gradient.${name}}`);
    // Re-read the (possibly rewritten) template as code, then convert each of its reads.
    const parsed = ts.createSourceFile('x.ts', `\`${source}\``, ts.ScriptTarget.Latest, true);
    const statement = parsed.statements[0];
    const template =
      statement && ts.isExpressionStatement(statement) ? statement.expression : undefined;
    if (!template || !ts.isTemplateExpression(template)) return { reason: 'not a token read' };
    const ptext = parsed.text;
    let out = rawLiteral(template.head, ptext);
    let drop = 0;
    for (const [i, span] of template.templateSpans.entries()) {
      const spanPath = themePath(span.expression);
      if (!spanPath) return { reason: 'computes with the theme (not a pure token read)' };
      if (!isTokenVar(spanPath))
        return { reason: `theme.${spanPath.join('.')} has no CSS variable` };
      const literal = rawLiteral(span.literal, ptext);
      const last = i === template.templateSpans.length - 1;
      const verdict = classifyTokenRead(
        spanPath,
        before + rawBefore(template, i, ptext),
        last ? literal + after : literal,
      );
      if (!verdict.ok) return { reason: verdict.reason };
      const rest = literal.slice(verdict.dropSuffix);
      if (last && verdict.dropSuffix > literal.length) drop = verdict.dropSuffix - literal.length;
      out += `\${tokenVars.${spanPath.join('.')}}${rest}`;
    }
    return { kind: 'inline', text: out, dropSuffix: drop };
  }
  if (
    ts.isCallExpression(inner) &&
    ts.isIdentifier(inner.expression) &&
    inner.expression.text === 'up'
  )
    return { reason: 'a media query (up)' };
  return { reason: 'computes with the theme (not a pure token read)' };
}

/** Adds `tokenVars` to the value import of `@lobby/tokens`, or adds that import. */
function importEdit(file: ts.SourceFile): Edit | undefined {
  const imports = file.statements.filter(ts.isImportDeclaration);
  const fromTokens = imports.filter(
    (i) => ts.isStringLiteral(i.moduleSpecifier) && i.moduleSpecifier.text === '@lobby/tokens',
  );
  for (const decl of fromTokens) {
    const clause = decl.importClause;
    if (!clause || clause.isTypeOnly || !clause.namedBindings) continue;
    if (!ts.isNamedImports(clause.namedBindings)) continue;
    const names = clause.namedBindings.elements;
    if (names.some((n) => n.name.text === 'tokenVars' && !n.isTypeOnly)) return undefined;
    const last = names[names.length - 1];
    if (!last) continue;
    return { start: last.end, end: last.end, text: ', tokenVars' };
  }
  // Module order as the files keep it: packages alphabetically, then relative imports.
  const spec = (i: ts.ImportDeclaration) => (i.moduleSpecifier as ts.StringLiteral).text;
  const next = imports.find((i) => spec(i).startsWith('.') || spec(i) > '@lobby/tokens');
  const line = "import { tokenVars } from '@lobby/tokens';";
  if (next) return { start: next.getStart(), end: next.getStart(), text: `${line}\n` };
  const last = imports[imports.length - 1];
  if (!last) return { start: 0, end: 0, text: `${line}\n` };
  return { start: last.end, end: last.end, text: `\n${line}` };
}

/** The file's new text (unchanged if nothing converts) and what was left. */
function transform(
  path: string,
  text: string,
): { text: string; skipped: Skipped[]; count: number } {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const edits: Edit[] = [];
  const skipped: Skipped[] = [];
  const lineOf = (pos: number) => file.getLineAndCharacterOfPosition(pos).line + 1;

  const visit = (node: ts.Node): void => {
    if (ts.isTemplateSpan(node) && ts.isArrowFunction(node.expression)) {
      const arrow = node.expression;
      const template = node.parent;
      const tagged = ts.isTaggedTemplateExpression(template.parent);
      if (tagged && readsTheme(arrow)) {
        const index = template.templateSpans.indexOf(node);
        const before = rawBefore(template, index, text);
        const after = rawLiteral(node.literal, text);
        const result = isThemeOnlyArrow(arrow)
          ? convert(arrow.body as ts.Expression, before, after, text)
          : { reason: 'depends on props' };
        if ('reason' in result) {
          skipped.push({ line: lineOf(arrow.getStart()), reason: result.reason });
        } else {
          // From the `${` before the function to the `}` after it, plus any unit it carried.
          const open = text.lastIndexOf('${', arrow.getStart());
          const close = node.literal.getStart();
          if (result.kind === 'expression') {
            edits.push({ start: arrow.getStart(), end: arrow.end, text: result.text });
            if (result.dropSuffix)
              edits.push({ start: close + 1, end: close + 1 + result.dropSuffix, text: '' });
          } else {
            edits.push({ start: open, end: close + 1 + result.dropSuffix, text: result.text });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  if (!edits.length) return { text, skipped, count: 0 };
  const count = edits.filter((e) => e.text).length;
  const imp = importEdit(file);
  if (imp) edits.push(imp);
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { text: out, skipped, count };
}

const files = (targets.length ? targets : ['packages']).flatMap((t) => sourceFiles(join(root, t)));
let converted = 0;
let left = 0;
const changed: string[] = [];
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  if (!text.includes('theme')) continue;
  const result = transform(path, text);
  const name = relative(root, path);
  for (const s of result.skipped) console.log(`not converted: ${name}:${s.line}: ${s.reason}`);
  left += result.skipped.length;
  if (result.text === text) continue;
  converted += result.count;
  changed.push(name);
  if (!check) writeFileSync(path, result.text);
}
for (const name of changed) console.log(`${check ? 'would change' : 'changed'}: ${name}`);
console.log(
  `${converted} interpolations converted in ${changed.length} files; ${left} theme functions left`,
);
if (check && changed.length) process.exitCode = 1;
