/**
 * Extracts the custom elements of PlayCanvas Web Components from its source and writes
 * src/data/web-components.json, which scripts/check-web-components.ts reads the pages against.
 *
 *   npx tsx scripts/extract-web-components.ts <checkout>              a checkout (work tree) of the repository
 *   npx tsx scripts/extract-web-components.ts --git-dir <dir> --commit <rev>   a git directory, read at one commit
 *   options: --out <file> (default src/data/web-components.json, relative to this project)
 *
 * Nothing is read from a default location: the source is always named on the command line.
 *
 * What it reads, with the TypeScript compiler API (no regular expressions over code):
 * - every `customElements.define('pc-…', Class)` under src/: the tag, its class and file;
 * - each class's `extends` chain; `static get observedAttributes()` resolved through it
 *   (`...super.observedAttributes`, spread constants such as POINTER_ATTRIBUTES);
 * - the `attributeChangedCallback` branch of each attribute: the `parse*` helper it calls gives the
 *   type (parseBool → boolean, parseVec3 → vec3, parseEnum → enum with its values, …) and its second
 *   argument the default; `newValue ?? 'x'` gives a string with default 'x';
 * - the class doc's `@attribute {type} name - text` tags: attributes the element reads once
 *   (getAttribute) without observing them, e.g. `src` of pc-asset;
 * - a component element's engine component: the string its constructor passes to `super()`.
 * With git (a git dir, or a checkout that is a git work tree) it also derives the tag renames from
 * the release tags (v0.1.0 … ): between consecutive releases, an element whose class (or, when the
 * class was renamed too, whose file as git's rename detection follows it) is defined under another
 * tag was renamed; the commit is the one that changed both `define` calls.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One attribute of an element, as the data file stores it. */
export interface WcAttribute {
  name: string;
  /** Observed: changing it later updates the element. Not observed: read once (class doc `@attribute`). */
  observed: boolean;
  /** boolean, number, string, enum, color, vec2, vec3, vec4, quat, tags, json; null where the code does not say. */
  type: string | null;
  /** Valid values of an enum attribute. */
  values?: string[];
  /**
   * The value used when the attribute is absent, as a reader would write it in HTML ("1 1 1" for
   * Vec3.ONE, "Infinity", "" for an empty string); null when absent means "unset" (the engine's own
   * default applies) or the code does not give one.
   */
  default: string | null;
  /** The default used for an invalid value when it differs from `default` (texture options of pc-asset). */
  invalidFallback?: string;
  /** The element property the attribute sets (camelCase). */
  property: string | null;
  /** Where the attribute is declared: the class whose observedAttributes or doc names it. */
  declaredIn: string;
  /** Text of the class doc's `@attribute` tag, when there is one. */
  description?: string;
}

export interface WcElement {
  tag: string;
  class: string;
  /** Path of the source file inside the repository. */
  file: string;
  /** Base classes, nearest first (e.g. ["ComponentElement", "AsyncElement", "HTMLElement"]). */
  extends: string[];
  /** Engine component id the element adds to its entity (`light`, `rigidbody`, …), or null. */
  component: string | null;
  /**
   * True for `pc-script-instance`: every attribute outside its own API and the global HTML ones is
   * passed to the script as a script attribute (kebab-case → camelCase), so any name is valid.
   * Read from the code: the parent element class has an `applyInlineAttributes` method.
   */
  passesOtherAttributes?: boolean;
  attributes: WcAttribute[];
}

export interface WcRename {
  from: string;
  to: string;
  /** The first release with the new name. */
  version: string;
  commit: string | null;
  pr: number | null;
  date: string | null;
}

export interface WcData {
  package: string;
  version: string;
  commit: string | null;
  commitDate: string | null;
  /** How the file was made, for a reader of the JSON. */
  generatedBy: string;
  elements: WcElement[];
  renames: WcRename[];
}

// ---------------------------------------------------------------- source access

interface Source {
  /** Paths (repository-relative, forward slashes) of the files under src/. */
  files: string[];
  read(file: string): string;
  /** Runs git with the repository's git dir, or null when there is no git. */
  git: ((args: string[]) => string) | null;
  commit: string | null;
}

function gitRunner(gitDir: string): (args: string[]) => string {
  return (args) => {
    const result = spawnSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
    return result.stdout;
  };
}

function gitSource(gitDir: string, rev: string): Source {
  const git = gitRunner(gitDir);
  const commit = git(['rev-parse', '--verify', `${rev}^{commit}`]).trim();
  const files = git(['ls-tree', '-r', '--name-only', commit, '--', 'src']).split('\n').filter(Boolean);
  return { files, read: (file) => git(['show', `${commit}:${file}`]), git, commit };
}

function checkoutSource(dir: string): Source {
  const files: string[] = [];
  const walk = (sub: string): void => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = `${sub}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else files.push(relative);
    }
  };
  walk('src');
  files.sort();
  const probe = spawnSync('git', ['-C', dir, 'rev-parse', '--absolute-git-dir'], { encoding: 'utf8' });
  const gitDir = probe.status === 0 ? probe.stdout.trim() : null;
  const git = gitDir ? gitRunner(gitDir) : null;
  const commit = git ? git(['rev-parse', 'HEAD']).trim() : null;
  return { files, read: (file) => readFileSync(path.join(dir, file), 'utf8'), git, commit };
}

// ---------------------------------------------------------------- TypeScript helpers

const MATH_CONSTANTS: Record<string, string> = {
  'Color.BLACK': '0 0 0 1', 'Color.WHITE': '1 1 1 1', 'Color.GRAY': '0.5 0.5 0.5 1', 'Color.RED': '1 0 0 1',
  'Color.GREEN': '0 1 0 1', 'Color.BLUE': '0 0 1 1', 'Color.YELLOW': '1 1 0 1', 'Color.CYAN': '0 1 1 1',
  'Color.MAGENTA': '1 0 1 1',
  'Quat.IDENTITY': '0 0 0',
  'Vec2.ZERO': '0 0', 'Vec2.ONE': '1 1',
  'Vec3.ZERO': '0 0 0', 'Vec3.ONE': '1 1 1', 'Vec3.UP': '0 1 0', 'Vec3.DOWN': '0 -1 0', 'Vec3.FORWARD': '0 0 -1',
  'Vec4.ZERO': '0 0 0 0', 'Vec4.ONE': '1 1 1 1',
};
const EMPTY_CONSTRUCTORS: Record<string, string> = { Color: '1 1 1 1', Quat: '0 0 0', Vec2: '0 0', Vec3: '0 0 0', Vec4: '0 0 0 0' };
const PARSE_TYPES: Record<string, string> = {
  parseBool: 'boolean', parseNumber: 'number', parseEnum: 'enum', parseColor: 'color', parseQuat: 'quat',
  parseVec2: 'vec2', parseVec3: 'vec3', parseVec4: 'vec4', parseTags: 'tags',
};

interface ClassInfo {
  name: string;
  file: string;
  base: string | null;
  node: ts.ClassDeclaration;
  sourceFile: ts.SourceFile;
}

/** A file's top-level `const` initialisers, by name. */
type Consts = Map<string, ts.Expression>;

function unwrap(expression: ts.Expression): ts.Expression {
  let node = expression;
  while (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) {
    node = node.expression;
  }
  return node;
}

/** The text of a literal default as a reader would type it in HTML; null when it is not a literal. */
function literalText(expression: ts.Expression, sourceFile: ts.SourceFile): string | null {
  const node = unwrap(expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return String(Number(node.text));
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const inner = literalText(node.operand, sourceFile);
    return inner === null ? null : `-${inner}`;
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (node.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node) && (node.text === 'Infinity' || node.text === 'undefined')) return node.text === 'Infinity' ? 'Infinity' : null;
  if (ts.isPropertyAccessExpression(node)) {
    const text = node.getText(sourceFile);
    if (text in MATH_CONSTANTS) return MATH_CONSTANTS[text] ?? null;
    if (text === 'Number.POSITIVE_INFINITY') return 'Infinity';
  }
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
    const args = node.arguments ?? [];
    if (args.length === 0) return EMPTY_CONSTRUCTORS[node.expression.text] ?? null;
    const parts = args.map((arg) => literalText(arg, sourceFile));
    if (parts.every((part) => part !== null)) {
      // new Color(r, g, b) has alpha 1
      if (node.expression.text === 'Color' && parts.length === 3) parts.push('1');
      return parts.join(' ');
    }
  }
  if (ts.isArrayLiteralExpression(node) && node.elements.length === 0) return '';
  return null;
}

/** The strings an expression stands for: an array literal, a Map's keys, a constant naming either. */
function stringList(expression: ts.Expression, consts: Consts, seen = new Set<string>()): string[] | null {
  const node = unwrap(expression);
  if (ts.isArrayLiteralExpression(node)) {
    const out: string[] = [];
    for (const element of node.elements) {
      if (ts.isSpreadElement(element)) {
        const inner = stringList(element.expression, consts, seen);
        if (!inner) return null;
        out.push(...inner);
      } else {
        const item = unwrap(element);
        if (ts.isStringLiteral(item) || ts.isNoSubstitutionTemplateLiteral(item)) out.push(item.text);
        else if (ts.isArrayLiteralExpression(item) && item.elements[0]) {
          // a Map entry [key, value]
          const key = unwrap(item.elements[0]);
          if (ts.isStringLiteral(key)) out.push(key.text);
          else return null;
        } else return null;
      }
    }
    return out;
  }
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && (node.expression.text === 'Map' || node.expression.text === 'Set') && node.arguments?.[0]) {
    return stringList(node.arguments[0], consts, seen);
  }
  if (ts.isIdentifier(node) && consts.has(node.text) && !seen.has(node.text)) {
    seen.add(node.text);
    return stringList(consts.get(node.text) as ts.Expression, consts, seen);
  }
  return null;
}

function jsDocOf(node: ts.Node): ts.JSDoc[] {
  return ((node as unknown as { jsDoc?: ts.JSDoc[] }).jsDoc ?? []);
}

function commentText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  if (comment === undefined) return '';
  if (typeof comment === 'string') return comment;
  return comment.map((part) => part.text).join('');
}

/** `@attribute {type} name - description` tags of a class's doc comment. */
function docAttributes(node: ts.ClassDeclaration, sourceFile: ts.SourceFile): { name: string; type: string | null; values?: string[]; description: string }[] {
  const out: { name: string; type: string | null; values?: string[]; description: string }[] = [];
  for (const doc of jsDocOf(node)) {
    for (const tag of doc.tags ?? []) {
      if (tag.tagName.text !== 'attribute') continue;
      // The analyzer's syntax is not JSDoc TypeScript knows, so the tag's text is parsed here:
      // "{type} name - description".
      const raw = tag.getText(sourceFile).replace(/^@attribute\s*/, '').replace(/\n\s*\*\s?/g, ' ').replace(/\*\/$/, '').replace(/[\s*]+$/, '').trim();
      let rest = raw;
      let type: string | null = null;
      if (rest.startsWith('{')) {
        let depth = 0;
        let end = 0;
        for (let i = 0; i < rest.length; i += 1) {
          if (rest[i] === '{') depth += 1;
          else if (rest[i] === '}') { depth -= 1; if (depth === 0) { end = i; break; } }
        }
        type = rest.slice(1, end).trim();
        rest = rest.slice(end + 1).trim();
      }
      const space = rest.search(/\s/);
      const name = space < 0 ? rest : rest.slice(0, space);
      const description = (space < 0 ? '' : rest.slice(space)).replace(/^\s*-\s*/, '').trim();
      const entry: { name: string; type: string | null; values?: string[]; description: string } = { name, type, description };
      if (type && /^'[^']*'(\s*\|\s*'[^']*')+$/.test(type)) {
        entry.values = type.split('|').map((part) => part.trim().slice(1, -1));
        entry.type = 'enum';
      }
      out.push(entry);
    }
  }
  return out;
}

// ---------------------------------------------------------------- extraction

interface Branch {
  type: string | null;
  values?: string[];
  default: string | null;
  invalidFallback?: string;
  property: string | null;
}

/** Reads the value assigned in one attribute's branch of attributeChangedCallback. */
function readBranch(statements: readonly ts.Statement[], consts: Consts, sourceFile: ts.SourceFile): Branch | null {
  // `if (newValue !== null) { this.x = parse…(…) } else { this.x = null }`: absent means unset.
  for (const statement of statements) {
    if (ts.isIfStatement(statement)) {
      const condition = statement.expression.getText(sourceFile).replace(/\s+/g, ' ');
      const thenStatements = ts.isBlock(statement.thenStatement) ? statement.thenStatement.statements : [statement.thenStatement];
      const inner = readBranch(thenStatements, consts, sourceFile);
      if (inner && /^newValue !==? null$/.test(condition)) {
        const fallback = inner.default;
        const branch: Branch = { ...inner, default: null };
        if (fallback !== null) branch.invalidFallback = fallback;
        return branch;
      }
      if (inner) return inner;
      continue;
    }
    if (!ts.isExpressionStatement(statement)) continue;
    const expression = statement.expression;
    if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const target = expression.left;
      const property = ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword ? target.name.text : null;
      let value = unwrap(expression.right);
      // this.x = newValue === null ? null : parse…(newValue, …): absent means unset.
      if (ts.isConditionalExpression(value) && /^newValue ===? null$/.test(value.condition.getText(sourceFile).replace(/\s+/g, ' '))
        && unwrap(value.whenTrue).kind === ts.SyntaxKind.NullKeyword) {
        const inner = readBranch([ts.factory.createExpressionStatement(ts.factory.createBinaryExpression(target, ts.SyntaxKind.EqualsToken, value.whenFalse))], consts, sourceFile);
        if (inner) {
          const fallback = inner.default;
          return { ...inner, default: null, ...(fallback !== null && fallback !== '' ? { invalidFallback: fallback } : {}) };
        }
        value = unwrap(value.whenFalse);
      }
      if (ts.isCallExpression(value) && ts.isIdentifier(value.expression) && value.expression.text in PARSE_TYPES) {
        const helper = value.expression.text;
        const type = PARSE_TYPES[helper] ?? null;
        if (helper === 'parseEnum') {
          const values = value.arguments[1] ? stringList(value.arguments[1], consts) : null;
          const fallback = value.arguments[2] ? literalText(value.arguments[2], sourceFile) : null;
          return { type, ...(values ? { values } : {}), default: fallback, property };
        }
        if (helper === 'parseTags') {
          return { type, default: value.arguments[1] ? literalText(value.arguments[1], sourceFile) : '', property };
        }
        return { type, default: value.arguments[1] ? literalText(value.arguments[1], sourceFile) : null, property };
      }
      // this.x = newValue ?? 'default'
      if (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken && value.left.getText(sourceFile) === 'newValue') {
        return { type: 'string', default: literalText(value.right, sourceFile), property };
      }
      // this.x = newValue !== null  (presence)
      if (ts.isBinaryExpression(value) && value.left.getText(sourceFile) === 'newValue' && value.right.kind === ts.SyntaxKind.NullKeyword) {
        return { type: 'boolean', default: 'false', property };
      }
      if (ts.isIdentifier(value) && value.text === 'newValue') return { type: 'string', default: null, property };
      // JSON.parse(newValue)
      if (ts.isCallExpression(value) && value.expression.getText(sourceFile) === 'JSON.parse') return { type: 'json', default: null, property };
    }
  }
  // A try { … } block (JSON attributes)
  for (const statement of statements) {
    if (ts.isTryStatement(statement)) {
      const inner = readBranch(statement.tryBlock.statements, consts, sourceFile);
      if (inner) return inner;
    }
  }
  return null;
}

function findMember<T extends ts.ClassElement>(node: ts.ClassDeclaration, test: (member: ts.ClassElement) => member is T): T | undefined {
  return node.members.find(test);
}

function isObservedGetter(member: ts.ClassElement): member is ts.GetAccessorDeclaration {
  return ts.isGetAccessorDeclaration(member) && member.name.getText() === 'observedAttributes'
    && (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static) !== 0;
}

function isCallback(member: ts.ClassElement): member is ts.MethodDeclaration {
  return ts.isMethodDeclaration(member) && member.name.getText() === 'attributeChangedCallback';
}

/** Branch statements of attributeChangedCallback, by attribute name (switch cases and `name === 'x'` ifs). */
function callbackBranches(method: ts.MethodDeclaration, sourceFile: ts.SourceFile): Map<string, readonly ts.Statement[]> {
  const out = new Map<string, readonly ts.Statement[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isSwitchStatement(node) && node.expression.getText(sourceFile) === 'name') {
      let pending: string[] = [];
      for (const clause of node.caseBlock.clauses) {
        if (ts.isCaseClause(clause)) {
          const label = unwrap(clause.expression);
          if (ts.isStringLiteral(label)) pending.push(label.text);
        }
        if (clause.statements.length > 0) {
          for (const name of pending) if (!out.has(name)) out.set(name, clause.statements);
          pending = [];
        }
      }
    }
    if (ts.isIfStatement(node)) {
      const condition = node.expression;
      if (ts.isBinaryExpression(condition) && condition.left.getText(sourceFile) === 'name'
        && (condition.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken) && ts.isStringLiteral(condition.right)) {
        const statements = ts.isBlock(node.thenStatement) ? node.thenStatement.statements : [node.thenStatement];
        if (!out.has(condition.right.text)) out.set(condition.right.text, statements);
      }
    }
    ts.forEachChild(node, visit);
  };
  if (method.body) visit(method.body);
  return out;
}

function extract(source: Source): Omit<WcData, 'renames' | 'commitDate' | 'generatedBy'> {
  const pkg = JSON.parse(source.read('package.json')) as { name: string; version: string };
  const classes = new Map<string, ClassInfo>();
  const constsByFile = new Map<string, Consts>();
  const globalConsts: Consts = new Map();
  const defines: { tag: string; className: string; file: string }[] = [];

  for (const file of source.files.filter((name) => /\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts'))) {
    const sourceFile = ts.createSourceFile(file, source.read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const consts: Consts = new Map();
    constsByFile.set(file, consts);
    for (const statement of sourceFile.statements) {
      if (ts.isClassDeclaration(statement) && statement.name) {
        const heritage = statement.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword);
        const base = heritage?.types[0]?.expression.getText(sourceFile) ?? null;
        classes.set(statement.name.text, { name: statement.name.text, file, base, node: statement, sourceFile });
      }
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.initializer) {
            consts.set(declaration.name.text, declaration.initializer);
            if (!globalConsts.has(declaration.name.text)) globalConsts.set(declaration.name.text, declaration.initializer);
          }
        }
      }
      if (ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression)
        && statement.expression.expression.getText(sourceFile) === 'customElements.define') {
        const [tagArg, classArg] = statement.expression.arguments;
        if (tagArg && classArg && ts.isStringLiteral(tagArg) && ts.isIdentifier(classArg)) {
          defines.push({ tag: tagArg.text, className: classArg.text, file });
        }
      }
    }
  }

  /** A file's constants first, then any file's (imports keep their names in this code base). */
  const constsFor = (file: string): Consts => new Map([...globalConsts, ...(constsByFile.get(file) ?? new Map())]);

  const observedCache = new Map<string, { name: string; declaredIn: string }[]>();
  const observed = (className: string): { name: string; declaredIn: string }[] => {
    const cached = observedCache.get(className);
    if (cached) return cached;
    const info = classes.get(className);
    if (!info) return [];
    const getter = findMember(info.node, isObservedGetter);
    if (!getter) {
      const inherited = info.base ? observed(info.base) : [];
      observedCache.set(className, inherited);
      return inherited;
    }
    const consts = constsFor(info.file);
    const names: { name: string; declaredIn: string }[] = [];
    const ret = getter.body?.statements.find(ts.isReturnStatement);
    const array = ret?.expression ? unwrap(ret.expression) : undefined;
    if (!array || !ts.isArrayLiteralExpression(array)) throw new Error(`${info.file}: ${className}.observedAttributes does not return an array literal`);
    for (const element of array.elements) {
      if (ts.isSpreadElement(element)) {
        const text = element.expression.getText(info.sourceFile);
        if (text === 'super.observedAttributes') {
          names.push(...(info.base ? observed(info.base) : []));
          continue;
        }
        const match = /^(\w+)\.observedAttributes$/.exec(text);
        if (match?.[1]) {
          names.push(...observed(match[1]));
          continue;
        }
        const list = stringList(element.expression, consts);
        if (!list) throw new Error(`${info.file}: cannot resolve ...${text} in ${className}.observedAttributes`);
        names.push(...list.map((name) => ({ name, declaredIn: className })));
      } else {
        const item = unwrap(element);
        if (!ts.isStringLiteral(item)) throw new Error(`${info.file}: ${className}.observedAttributes has a non-string entry`);
        names.push({ name: item.text, declaredIn: className });
      }
    }
    observedCache.set(className, names);
    return names;
  };

  const chain = (className: string): ClassInfo[] => {
    const out: ClassInfo[] = [];
    let info = classes.get(className);
    while (info) {
      out.push(info);
      info = info.base ? classes.get(info.base) : undefined;
    }
    return out;
  };

  /** The attribute's branch: the most derived class whose callback handles it. */
  const branchFor = (className: string, attribute: string): Branch | null => {
    for (const info of chain(className)) {
      const method = findMember(info.node, isCallback);
      if (!method) continue;
      const statements = callbackBranches(method, info.sourceFile).get(attribute);
      if (statements) return readBranch(statements, constsFor(info.file), info.sourceFile);
    }
    return null;
  };

  const componentOf = (className: string): string | null => {
    const names = chain(className).map((info) => info.name);
    if (!names.includes('ComponentElement') || className === 'ComponentElement') return null;
    for (const info of chain(className)) {
      const constructor = info.node.members.find(ts.isConstructorDeclaration);
      let found: string | null = null;
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) {
          const first = node.arguments[0] ? unwrap(node.arguments[0]) : undefined;
          if (first && ts.isStringLiteral(first)) found = first.text;
        }
        ts.forEachChild(node, visit);
      };
      if (constructor?.body) visit(constructor.body);
      if (found) return found;
    }
    return null;
  };

  const elements: WcElement[] = defines.map(({ tag, className, file }) => {
    const infos = chain(className);
    const last = infos[infos.length - 1];
    const bases = [...infos.slice(1).map((info) => info.name), ...(last?.base ? [last.base] : [])];
    const attributes: WcAttribute[] = [];
    const seen = new Set<string>();
    const docs = infos.flatMap((info) => docAttributes(info.node, info.sourceFile).map((doc) => ({ ...doc, declaredIn: info.name })));
    for (const { name, declaredIn } of observed(className)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const branch = branchFor(className, name);
      const doc = docs.find((entry) => entry.name === name);
      const attribute: WcAttribute = {
        name,
        observed: true,
        type: branch?.type ?? doc?.type ?? null,
        ...(branch?.values ? { values: branch.values } : doc?.values ? { values: doc.values } : {}),
        default: branch ? branch.default : null,
        ...(branch?.invalidFallback !== undefined ? { invalidFallback: branch.invalidFallback } : {}),
        property: branch?.property ?? null,
        declaredIn,
        ...(doc?.description ? { description: doc.description } : {}),
      };
      attributes.push(attribute);
    }
    for (const doc of docs) {
      if (seen.has(doc.name)) continue;
      seen.add(doc.name);
      attributes.push({
        name: doc.name,
        observed: false,
        type: doc.type,
        ...(doc.values ? { values: doc.values } : {}),
        default: null,
        property: null,
        declaredIn: doc.declaredIn,
        ...(doc.description ? { description: doc.description } : {}),
      });
    }
    const passes = [...classes.values()].some((other) => other.node.members.some((member) => ts.isMethodDeclaration(member)
      && member.name.getText(other.sourceFile) === 'applyInlineAttributes'
      && member.parameters.some((parameter) => parameter.type?.getText(other.sourceFile) === className)));
    return { tag, class: className, file, extends: bases, component: componentOf(className), ...(passes ? { passesOtherAttributes: true } : {}), attributes };
  });
  elements.sort((a, b) => a.tag.localeCompare(b.tag));
  return { package: pkg.name, version: pkg.version, commit: source.commit, elements };
}

// ---------------------------------------------------------------- rename history

interface Define { tag: string; className: string; file: string }

function definesAt(git: (args: string[]) => string, rev: string): Define[] {
  let out: string;
  try {
    out = git(['grep', '-n', 'customElements.define', rev, '--', 'src']);
  } catch {
    return [];
  }
  const defines: Define[] = [];
  for (const line of out.split('\n').filter(Boolean)) {
    // rev:file:line:text
    const withoutRev = line.slice(rev.length + 1);
    const match = /^([^:]+):\d+:(.*)$/.exec(withoutRev);
    if (!match?.[1] || !match[2]) continue;
    const file = match[1];
    const statement = ts.createSourceFile('line.ts', match[2], ts.ScriptTarget.Latest, true).statements[0];
    if (statement && ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression)) {
      const [tagArg, classArg] = statement.expression.arguments;
      if (tagArg && classArg && ts.isStringLiteral(tagArg) && ts.isIdentifier(classArg)) defines.push({ tag: tagArg.text, className: classArg.text, file });
    }
  }
  return defines;
}

function semver(tag: string): number[] {
  return tag.replace(/^v/, '').split('.').map(Number);
}

function renameHistory(git: (args: string[]) => string, head: string, headVersion: string): WcRename[] {
  const tags = git(['tag', '--list', 'v*', '--merged', head]).split('\n').filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
    .sort((a, b) => { const x = semver(a); const y = semver(b); return (x[0]! - y[0]!) || (x[1]! - y[1]!) || (x[2]! - y[2]!); });
  // The head is the last release when it carries a version no tag names yet.
  const releases: { rev: string; version: string }[] = tags.map((tag) => ({ rev: tag, version: tag.slice(1) }));
  if (!tags.includes(`v${headVersion}`)) releases.push({ rev: head, version: headVersion });
  const renames: WcRename[] = [];
  for (let i = 1; i < releases.length; i += 1) {
    const before = releases[i - 1]!;
    const after = releases[i]!;
    const old = definesAt(git, before.rev);
    const now = definesAt(git, after.rev);
    if (old.length === 0 || now.length === 0) continue;
    const moved = new Map<string, string>();
    for (const line of git(['diff', '-M40%', '--name-status', before.rev, after.rev, '--', 'src']).split('\n')) {
      const [status, from, to] = line.split('\t');
      if (status?.startsWith('R') && from && to) moved.set(from, to);
    }
    for (const define of old) {
      let successor = now.find((candidate) => candidate.className === define.className);
      if (!successor) {
        const file = moved.get(define.file) ?? define.file;
        const inFile = now.filter((candidate) => candidate.file === file && !old.some((o) => o.className === candidate.className));
        if (inFile.length === 1) successor = inFile[0];
      }
      if (!successor || successor.tag === define.tag) continue;
      // The commit that removed the old define and added the new one.
      const pattern = (tag: string): string => `customElements\\.define\\(['"]${tag}['"]`;
      const log = (tag: string): string[] => git(['log', '--format=%H', '-G', pattern(tag), `${before.rev}..${after.rev}`, '--', 'src']).split('\n').filter(Boolean);
      const shared = log(define.tag).filter((commit) => log(successor.tag).includes(commit));
      const commit = shared[shared.length - 1] ?? null;
      let pr: number | null = null;
      let date: string | null = null;
      if (commit) {
        const [subject = '', day = ''] = git(['show', '-s', '--format=%s%x00%ad', '--date=short', commit]).trim().split('\0');
        const number = /\(#(\d+)\)\s*$/.exec(subject);
        pr = number?.[1] ? Number(number[1]) : null;
        date = day || null;
      }
      renames.push({ from: define.tag, to: successor.tag, version: after.version, commit: commit ? commit.slice(0, 7) : null, pr, date });
    }
  }
  return renames;
}

// ---------------------------------------------------------------- main

function parseArgs(argv: string[]): { checkout?: string; gitDir?: string; commit?: string; out: string } {
  const out: { checkout?: string; gitDir?: string; commit?: string; out: string } = { out: 'src/data/web-components.json' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--git-dir') out.gitDir = argv[++i];
    else if (arg === '--commit') out.commit = argv[++i];
    else if (arg === '--out') out.out = argv[++i] ?? out.out;
    else if (!arg.startsWith('--')) out.checkout = arg;
    else throw new Error(`unknown option ${arg}`);
  }
  return out;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  if (!args.checkout && !(args.gitDir && args.commit)) {
    console.error('usage: tsx scripts/extract-web-components.ts <checkout> | --git-dir <dir> --commit <rev> [--out <file>]');
    process.exit(2);
  }
  if (args.checkout && !existsSync(path.join(args.checkout, 'src'))) throw new Error(`${args.checkout} has no src/ folder`);
  const source = args.checkout ? checkoutSource(args.checkout) : gitSource(args.gitDir as string, args.commit as string);
  const data = extract(source);
  const renames = source.git && source.commit ? renameHistory(source.git, source.commit, data.version) : [];
  const commitDate = source.git && source.commit ? source.git(['show', '-s', '--format=%ad', '--date=short', source.commit]).trim() : null;
  const result: WcData = {
    package: data.package,
    version: data.version,
    commit: data.commit ? data.commit.slice(0, 7) : null,
    commitDate,
    generatedBy: 'scripts/extract-web-components.ts (TypeScript compiler API over src/; renames from the release tags)',
    elements: data.elements,
    renames,
  };
  const root = path.resolve(import.meta.dirname, '..');
  const target = path.resolve(root, args.out);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(result, null, 2)}\n`);
  const attributeCount = result.elements.reduce((sum, element) => sum + element.attributes.length, 0);
  const untyped = result.elements.flatMap((element) => element.attributes.filter((attribute) => attribute.type === null).map((attribute) => `${element.tag} ${attribute.name}`));
  console.log(`web components ${result.version} (${result.commit ?? 'no commit'}): ${result.elements.length} elements, ${attributeCount} attributes, ${result.renames.length} renames → ${path.relative(root, target)}`);
  if (untyped.length > 0) console.log(`attributes whose type the code does not give: ${untyped.join(', ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
