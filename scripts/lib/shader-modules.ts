/**
 * The shader samples of a tutorial's `*-shaders.mjs` module. Live examples ship only `.mjs` files,
 * so a tutorial keeps its shaders as exported strings:
 *
 *   // Fragment stage, WGSL: the whole fragment shader of ShockwavePass. Registered as
 *   // the chunk tutorialShockwavePS and compiled with the engine's quadVS vertex chunk.
 *   export const SHOCKWAVE_WGSL = /* wgsl *\/ `…`;
 *
 * Each export is one sample: its header is the `//` lines directly above the `export`, in the
 * grammar of a .glsl/.wgsl file's opening comment (scripts/lib/shader-samples.ts), and its
 * language is the `/* glsl *\/` or `/* wgsl *\/` mark before the string, or, for a string without
 * a mark, every language the header names (a composeMainEndPS line written once for both is a
 * GLSL and a WGSL sample). The module is parsed with the TypeScript compiler, never run; a
 * template with `${}` is refused (the check would compile something other than what the page
 * shows), and so is every export that is not such a string with a valid header, so that no
 * shader of a tutorial escapes the check.
 */
import ts from 'typescript';
import { headerLanguages, parseShaderSample, type ShaderLanguage, type ShaderSample } from './shader-samples';

/** The `*-shaders.mjs` modules among files: the ones this extraction reads. */
export const SHADER_MODULE = /-shaders\.mjs$/;

/**
 * The shader samples a module exports, each with its export's name and lines (`origin`), and
 * the problems as `file:line message`, the line being the module's own.
 */
export function shaderModuleSamples(file: string, text: string): { samples: ShaderSample[]; problems: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const lines = text.split(/\r?\n/);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const samples: ShaderSample[] = [];
  const problems: string[] = [];
  const problem = (position: number, message: string) => problems.push(`${file}:${lineOf(position)} ${message}`);

  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportDeclaration(statement) || ts.isExportAssignment(statement) || (exported && !ts.isVariableStatement(statement))) {
      problem(statement.getStart(), 'a *-shaders.mjs module exports only shader strings, each as `export const NAME = /* glsl */ `…`` with its header above it');
      continue;
    }
    if (!exported || !ts.isVariableStatement(statement)) continue;
    const exportLine = lineOf(statement.getStart());
    const header = headerAbove(lines, exportLine);
    const declarations = statement.declarationList.declarations;
    if (declarations.length !== 1) {
      problem(statement.getStart(), 'export one shader string per statement, so that each has its own header');
      continue;
    }
    const declaration = declarations[0]!;
    const name = declaration.name.getText(source);
    const value = declaration.initializer;
    if (value && ts.isTemplateExpression(value)) {
      problem(value.templateSpans[0]!.getStart() - 2, `${name}: no \${} in a shader string: the check compiles the text as written, so write the value into it`);
      continue;
    }
    if (!value || !(ts.isNoSubstitutionTemplateLiteral(value) || ts.isStringLiteral(value))) {
      problem(statement.getStart(), `${name}: not a shader string; a *-shaders.mjs module exports only shader code, as /* glsl */ or /* wgsl */ template strings`);
      continue;
    }
    // The comments between `=` and the string (TypeScript counts them as trailing the `=`)
    const mark = /\/\*\s*(glsl|wgsl)\s*\*\//i.exec(text.slice(value.pos, value.getStart()))?.[1]?.toLowerCase() as ShaderLanguage | undefined;
    const languages = mark ? [mark] : headerLanguages(header.join(' '));
    if (!header.length) {
      problem(statement.getStart(), `${name}: no header: write the stage, language and use in // lines directly above the export (the grammar of scripts/lib/shader-samples.ts)`);
      continue;
    }
    if (languages.length === 0) {
      problem(statement.getStart(), `${name}: no language: mark the string /* glsl */ or /* wgsl */, or name GLSL or WGSL in its header`);
      continue;
    }
    const origin = { name, line: exportLine, codeLine: lineOf(value.getStart()) };
    for (const language of languages) {
      try {
        const parsed = parseShaderSample(file, header.map((line) => `// ${line}`).join('\n'), language);
        samples.push({ ...parsed, code: value.text, origin });
      } catch (error) {
        problem(statement.getStart(), `${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return { samples, problems };
}

/** The text of the `//` comment lines directly above a 1-based line, top first. */
function headerAbove(lines: readonly string[], line: number): string[] {
  const header: string[] = [];
  for (let index = line - 2; index >= 0; index--) {
    const match = /^\s*\/\/\s?(.*)$/.exec(lines[index]!);
    if (!match) break;
    header.unshift(match[1]!);
  }
  return header;
}
