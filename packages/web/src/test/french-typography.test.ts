import { SPEC_TEXTS_WITH_STRAIGHT_APOSTROPHE } from '@espaces/domain/messages';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const PACKAGES = join(import.meta.dirname, '../../..');
/** Where users' texts live: the messages and labels, the web app, the e-mails and PDFs. */
const SOURCE_ROOTS = ['domain/src', 'web/src', 'server/src'].map((root) => join(PACKAGES, root));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name);
    const isTest = /\.test\.tsx?$|test-support\.ts$/.test(entry.name);
    return isSource && !isTest ? [path] : [];
  });
}

/** A French elision written with a straight apostrophe: « l'espace », « qu'une », « aujourd'hui ». */
const STRAIGHT_ELISION =
  /(?<![\p{L}\p{N}_])(?:jusqu|quelqu|lorsqu|puisqu|quoiqu|presqu|aujourd|qu|[cdjlmnst])'(?=\p{L})/iu;

const TEXT_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);

/** The texts of a source (string literals, template parts, JSX text) that elide with '. */
function straightApostrophes(fileName: string, source: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (TEXT_KINDS.has(node.kind)) {
      const text = (node as ts.LiteralLikeNode).text;
      if (STRAIGHT_ELISION.test(text) && !SPEC_TEXTS_WITH_STRAIGHT_APOSTROPHE.includes(text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${fileName}:${line + 1}: ${text.trim()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('one apostrophe in user-facing text', () => {
  it('finds a straight apostrophe in strings, templates and JSX text, not in code or comments', () => {
    const sample = [
      `const a = "Supprimer l'espace";`,
      "const b = `Voir l'espace ${name}`;",
      `const c = <p>Retour à l'accueil</p>;`,
      `// the user's place, l'espace in a comment`,
      `const d = 'l’espace'; const e = { kind: 'validated' };`,
    ].join('\n');
    expect(straightApostrophes('sample.tsx', sample)).toEqual([
      `sample.tsx:1: Supprimer l'espace`,
      `sample.tsx:2: Voir l'espace`,
      `sample.tsx:3: Retour à l'accueil`,
    ]);
  });

  it('keeps straight apostrophes only in the texts copied byte for byte', () => {
    const shared = readFileSync(join(PACKAGES, 'domain/src/messages.ts'), 'utf8');
    expect(SPEC_TEXTS_WITH_STRAIGHT_APOSTROPHE.every((text) => text.includes("'"))).toBe(true);
    expect(straightApostrophes('messages.ts', shared)).toEqual([]);
  });

  it('is ’ everywhere else in the messages, the web app, the e-mails and the PDFs', () => {
    const found = SOURCE_ROOTS.flatMap(sourceFiles).flatMap((file) =>
      straightApostrophes(relative(PACKAGES, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});

const COUNT_COMPARISONS = new Set([
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
]);

const isText = (node: ts.Node): boolean =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node);

/**
 * Hand-made plurals: a choice between two texts on a count compared with 1 or 2
 * (`n > 1 ? 's' : ''`, `n === 1 ? '1 réservation' : …`). French agreement goes through
 * plural and countOf of @espaces/domain/locale/french (docs/messages.md#french).
 */
function handMadePlurals(fileName: string, source: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isConditionalExpression(node)) {
      const condition = node.condition;
      if (
        ts.isBinaryExpression(condition) &&
        COUNT_COMPARISONS.has(condition.operatorToken.kind) &&
        ts.isNumericLiteral(condition.right) &&
        ['1', '2'].includes(condition.right.text) &&
        isText(node.whenTrue) &&
        isText(node.whenFalse)
      ) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${fileName}:${line + 1}: ${node.getText(file).slice(0, 80)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('one French plural helper', () => {
  it('finds a text chosen on a count compared with 1 or 2, not other choices', () => {
    const sample = [
      "const a = `${n} créneau${n > 1 ? 'x' : ''}`;",
      "const b = n === 1 ? '1 réservation' : `${n} réservations`;",
      'const c = items.length === 1 ? items[0] : undefined;',
      "const d = page > 1 ? 'suite' : 'début';",
      "const e = countOf(n, 'réservation');",
    ].join('\n');
    expect(handMadePlurals('sample.ts', sample)).toEqual([
      "sample.ts:1: n > 1 ? 'x' : ''",
      "sample.ts:2: n === 1 ? '1 réservation' : `${n} réservations`",
      "sample.ts:4: page > 1 ? 'suite' : 'début'",
    ]);
  });

  it('is countOf and plural in the messages, the web app, the e-mails and the PDFs', () => {
    const found = SOURCE_ROOTS.flatMap(sourceFiles).flatMap((file) =>
      handMadePlurals(relative(PACKAGES, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
