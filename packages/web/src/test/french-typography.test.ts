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
