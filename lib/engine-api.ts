// An index of the engine's public API, read from the `playcanvas` package's own type declarations
// (build/playcanvas.d.ts) with the TypeScript compiler, so that the pages' links to
// https://api.playcanvas.com/engine/ and the API names in their inline code can be checked and
// resolved at build time (issue #23).
//
// Which declarations have a page follows the engine's TypeDoc setup (typedoc.json of
// playcanvas/engine): `excludeNotDocumented` (no doc comment, no page or anchor), `@ignore`,
// `@hidden`, `@private` and `@internal` tags and the `private` modifier (none of them shown), and
// typedoc-plugin-missing-exports with `placeInternalsInOwningModule` (a class the package uses but
// does not export still has its own page). Pages are `classes/X.html`, `interfaces/X.html`,
// `functions/X.html`, `variables/X.html` and `types/X.html`; a member is the anchor `#` + its name
// in lower case (TypeDoc's slugs), inherited members included on the subclass's page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const API_BASE_URL = 'https://api.playcanvas.com/engine/';

/** The folder of api.playcanvas.com/engine/ that holds a kind of declaration's pages. */
export type ApiKind = 'class' | 'interface' | 'function' | 'variable' | 'type';
export type MemberKind = 'constructor' | 'method' | 'property' | 'accessor';

const FOLDERS: Record<ApiKind, string> = {
  class: 'classes',
  interface: 'interfaces',
  function: 'functions',
  variable: 'variables',
  type: 'types',
};
const KINDS_BY_FOLDER = new Map(Object.entries(FOLDERS).map(([kind, folder]) => [folder, kind as ApiKind]));

/** What a hover card shows: the declaration as written in the d.ts and its doc comment's first sentence. */
export interface ApiDoc {
  /** The declaration's text without its doc comment and body, whitespace collapsed. */
  signature: string;
  /** The first sentence of the doc comment (the engine's English), `{@link X}` reduced to X; '' when none. */
  summary: string;
}

export interface ApiMember extends ApiDoc {
  name: string;
  kind: MemberKind;
  static: boolean;
  /** Has a doc comment (TypeDoc's excludeNotDocumented drops it otherwise). */
  documented: boolean;
  /** `private`, or tagged @ignore, @hidden, @private or @internal: no anchor on the API page. */
  hidden: boolean;
  /** The d.ts line (1-based), for messages. */
  line: number;
  /**
   * For a property or accessor: the class or interface its value is (`root: Entity` → `Entity`;
   * `rigidbody: RigidBodyComponent | undefined` → `RigidBodyComponent`), when the type is one plain name.
   */
  valueType?: string;
}

export interface ApiDeclaration extends ApiDoc {
  name: string;
  kind: ApiKind;
  /** Named in the package's `export { … }` list. */
  exported: boolean;
  documented: boolean;
  hidden: boolean;
  /** The class it extends (classes only), as written (`EventHandler`). */
  extends?: string;
  /** Members by name; a name has several entries for a getter/setter pair or overloads. */
  members: Map<string, ApiMember[]>;
  line: number;
}

export interface ApiIndex {
  /** The `playcanvas` package version the index was built from. */
  version: string;
  /** Every top-level declaration by name (first declaration wins; the d.ts has no duplicates that matter). */
  declarations: Map<string, ApiDeclaration>;
}

const HIDING_TAGS = new Set(['ignore', 'hidden', 'private', 'internal']);

function jsDocsOf(node: ts.Node): ts.JSDoc[] {
  return ts.getJSDocCommentsAndTags(node).filter((doc): doc is ts.JSDoc => ts.isJSDoc(doc));
}

/** The first sentence of a comment: up to the first '.', '!' or '?' followed by whitespace, or the first paragraph. */
export function firstSentence(text: string): string {
  const paragraph = text.trim().split(/\n\s*\n/)[0] ?? '';
  const flat = paragraph.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s|$)/.exec(flat);
  return end ? flat.slice(0, end.index + 1) : flat;
}

/** `{@link Foo#bar}`, `{@link Foo|text}` and `{@link Foo text}` read as their text. */
function plainCommentText(doc: ts.JSDoc): string {
  const comment = doc.comment;
  if (comment === undefined) return '';
  if (typeof comment === 'string') return comment;
  return comment
    .map((part) => {
      if (ts.isJSDocLink(part) || ts.isJSDocLinkCode(part) || ts.isJSDocLinkPlain(part)) {
        const label = part.text.replace(/^\|/, '').trim();
        if (label) return label;
        return part.name ? part.name.getText() : '';
      }
      return part.text;
    })
    .join('');
}

function docOf(node: ts.Node): { summary: string; documented: boolean; hiddenByTag: boolean } {
  const docs = jsDocsOf(node);
  const text = docs.map(plainCommentText).join('\n\n').trim();
  const tags = docs.flatMap((doc) => doc.tags ?? []);
  const hiddenByTag = tags.some((tag) => HIDING_TAGS.has(tag.tagName.text));
  // A comment of tags only (`@type {number}`) still documents the declaration for TypeDoc.
  return { summary: firstSentence(text), documented: docs.length > 0, hiddenByTag };
}

/** The declaration's own text: no doc comment (getText starts after it), no body, one line. */
function signatureOf(node: ts.Node, sourceFile: ts.SourceFile): string {
  let text = node.getText(sourceFile);
  if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isModuleDeclaration(node)) {
    const brace = text.indexOf('{');
    if (brace >= 0) text = text.slice(0, brace);
  }
  text = text.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').replace(/,\s*\)/g, ')').trim();
  text = text.replace(/;$/, '').replace(/^declare /, '');
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

function nameText(name: ts.PropertyName | ts.BindingName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  return undefined;
}

/** A getter or setter reads as the property it is: `static? name: Type`. */
function accessorSignature(node: ts.Node, sourceFile: ts.SourceFile): string | undefined {
  let type: ts.TypeNode | undefined;
  if (ts.isGetAccessorDeclaration(node)) type = node.type;
  else if (ts.isSetAccessorDeclaration(node)) type = node.parameters[0]?.type;
  else return undefined;
  const isStatic = ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword) ?? false;
  const typeText = type ? type.getText(sourceFile).replace(/\s+/g, ' ') : 'unknown';
  return `${isStatic ? 'static ' : ''}${node.name.getText(sourceFile)}: ${typeText}`;
}

/** `Entity`, `Entity | undefined`, `Scene | null` → the one named type; anything else (any, unions, generics, arrays) → undefined. */
function plainTypeName(type: ts.TypeNode | undefined): string | undefined {
  if (!type) return undefined;
  const parts = ts.isUnionTypeNode(type)
    ? type.types.filter((part) => part.kind !== ts.SyntaxKind.UndefinedKeyword && !(ts.isLiteralTypeNode(part) && part.literal.kind === ts.SyntaxKind.NullKeyword))
    : [type];
  const [only] = parts;
  if (parts.length !== 1 || !only || !ts.isTypeReferenceNode(only) || only.typeArguments || !ts.isIdentifier(only.typeName)) return undefined;
  return only.typeName.text;
}

/** The type a property's or accessor's value has, as written. */
function valueTypeNode(node: ts.ClassElement | ts.TypeElement): ts.TypeNode | undefined {
  if (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node) || ts.isGetAccessorDeclaration(node)) return node.type;
  if (ts.isSetAccessorDeclaration(node)) return node.parameters[0]?.type;
  return undefined;
}

function memberOf(node: ts.ClassElement | ts.TypeElement, sourceFile: ts.SourceFile): ApiMember | undefined {
  let kind: MemberKind;
  let name: string | undefined;
  if (ts.isConstructorDeclaration(node)) {
    kind = 'constructor';
    name = 'constructor';
  } else if (ts.isMethodDeclaration(node) || ts.isMethodSignature(node)) {
    kind = 'method';
    name = nameText(node.name);
  } else if (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) {
    kind = 'property';
    name = nameText(node.name);
  } else if (ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node)) {
    kind = 'accessor';
    name = nameText(node.name);
  } else {
    return undefined;
  }
  if (name === undefined || name.startsWith('#')) return undefined;
  const modifiers = ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : [];
  const isPrivate = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword);
  const isStatic = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword);
  const doc = docOf(node);
  return {
    name,
    kind,
    static: isStatic,
    documented: doc.documented,
    hidden: isPrivate || doc.hiddenByTag,
    signature: accessorSignature(node, sourceFile) ?? signatureOf(node, sourceFile),
    summary: doc.summary,
    line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1,
    ...(kind === 'property' || kind === 'accessor' ? { valueType: plainTypeName(valueTypeNode(node)) } : {}),
  };
}

/** Builds the index from the text of a declaration file such as build/playcanvas.d.ts. */
export function buildApiIndex(source: string, version: string, fileName = 'playcanvas.d.ts'): ApiIndex {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const declarations = new Map<string, ApiDeclaration>();
  const exported = new Set<string>();

  const add = (node: ts.Node, name: string, kind: ApiKind, members: Map<string, ApiMember[]>, extendsName?: string) => {
    if (declarations.has(name)) return;
    const doc = docOf(node);
    const modifiers = ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : [];
    const declaration: ApiDeclaration = {
      name,
      kind,
      exported: modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword),
      documented: doc.documented,
      hidden: doc.hiddenByTag,
      signature: signatureOf(node, sourceFile),
      summary: doc.summary,
      members,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1,
    };
    if (extendsName !== undefined) declaration.extends = extendsName;
    declarations.set(name, declaration);
  };
  const membersOf = (elements: ts.NodeArray<ts.ClassElement | ts.TypeElement>) => {
    const members = new Map<string, ApiMember[]>();
    for (const element of elements) {
      const member = memberOf(element, sourceFile);
      if (!member) continue;
      const list = members.get(member.name);
      if (list) list.push(member);
      else members.set(member.name, [member]);
    }
    return members;
  };

  for (const statement of sourceFile.statements) {
    if (ts.isClassDeclaration(statement) && statement.name) {
      const heritage = statement.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword);
      const base = heritage?.types[0]?.expression;
      add(statement, statement.name.text, 'class', membersOf(statement.members), base && ts.isIdentifier(base) ? base.text : undefined);
    } else if (ts.isInterfaceDeclaration(statement)) {
      add(statement, statement.name.text, 'interface', membersOf(statement.members));
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      add(statement, statement.name.text, 'function', new Map());
    } else if (ts.isTypeAliasDeclaration(statement)) {
      add(statement, statement.name.text, 'type', new Map());
    } else if (ts.isVariableStatement(statement)) {
      for (const variable of statement.declarationList.declarations) {
        const name = nameText(variable.name);
        // The doc comment sits on the statement.
        if (name) add(statement, name, 'variable', new Map());
      }
    } else if (ts.isModuleDeclaration(statement) && ts.isIdentifier(statement.name)) {
      // `declare namespace math { … }` is the engine's `export const math = { … }`: a variable page.
      add(statement, statement.name.text, 'variable', new Map());
    } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) exported.add((element.propertyName ?? element.name).text);
    }
  }
  for (const [name, declaration] of declarations) if (exported.has(name)) declaration.exported = true;
  return { version, declarations };
}

const cache = new Map<string, ApiIndex>();

/** The index of the installed `playcanvas` package (read once per process). */
export function loadEngineApiIndex(root: string = process.cwd()): ApiIndex {
  const packageDir = path.join(root, 'node_modules', 'playcanvas');
  const cached = cache.get(packageDir);
  if (cached) return cached;
  const dtsPath = path.join(packageDir, 'build', 'playcanvas.d.ts');
  let index: ApiIndex;
  try {
    const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
    index = buildApiIndex(readFileSync(dtsPath, 'utf8'), version, dtsPath);
  } catch (error) {
    throw new Error(`Could not index the engine API from ${dtsPath}`, { cause: error });
  }
  cache.set(packageDir, index);
  return index;
}

/** Whether a declaration has its own page on api.playcanvas.com. */
export function hasPage(declaration: ApiDeclaration): boolean {
  return declaration.documented && !declaration.hidden;
}

/** The URL of a declaration's page, with a member's anchor when given. */
export function apiUrl(declaration: Pick<ApiDeclaration, 'kind' | 'name'>, member?: string): string {
  const page = `${API_BASE_URL}${FOLDERS[declaration.kind]}/${declaration.name}.html`;
  return member === undefined ? page : `${page}#${member.toLowerCase()}`;
}

export interface FoundMember {
  /** The declaration that declares the member (the class itself or a base class). */
  owner: ApiDeclaration;
  /** Its entries there (getter and setter, overloads). */
  entries: ApiMember[];
  /** Shown on the page: some entry documented in the override chain, none hidden. */
  shown: boolean;
}

/** A declaration, then the class it extends, and so on up the chain (each once, should the d.ts loop). */
function* lineage(index: ApiIndex, typeName: string): Generator<ApiDeclaration> {
  const seen = new Set<string>();
  for (let current = index.declarations.get(typeName); current && !seen.has(current.name); current = current.extends ? index.declarations.get(current.extends) : undefined) {
    seen.add(current.name);
    yield current;
  }
}

/**
 * Finds a member of a class or interface, own or inherited (TypeDoc lists inherited members on the
 * subclass's page). An override without a doc comment inherits its base's, as TypeDoc does.
 */
export function findMember(index: ApiIndex, typeName: string, memberName: string): FoundMember | undefined {
  let found: FoundMember | undefined;
  let documented = false;
  for (const current of lineage(index, typeName)) {
    const entries = current.members.get(memberName);
    if (!entries) continue;
    if (!found) found = { owner: current, entries, shown: false };
    if (entries.some((entry) => entry.hidden)) break;
    if (entries.some((entry) => entry.documented)) {
      documented = true;
      break;
    }
  }
  if (!found) return undefined;
  found.shown = documented && !found.entries.some((entry) => entry.hidden);
  return found;
}

/** Finds the member whose TypeDoc anchor (its name in lower case) is `anchor`. */
export function findMemberByAnchor(index: ApiIndex, typeName: string, anchor: string): FoundMember | undefined {
  const wanted = anchor.toLowerCase();
  const seen = new Set<string>();
  for (let current = index.declarations.get(typeName); current && !seen.has(current.name); current = current.extends ? index.declarations.get(current.extends) : undefined) {
    seen.add(current.name);
    for (const name of current.members.keys()) if (name.toLowerCase() === wanted) return findMember(index, typeName, name);
  }
  return undefined;
}

export type LinkCheck = { ok: true; declaration: ApiDeclaration; member?: FoundMember } | { ok: false; reason: string };

/** A URL of api.playcanvas.com/engine/ (http or https, with or without `www`). */
export const ENGINE_API_URL = /^https?:\/\/(?:www\.)?api\.playcanvas\.com\/engine(?:\/[^\s)"'<>]*)?(?:#[^\s)"'<>]*)?$/;

/**
 * Checks a link to api.playcanvas.com/engine/ against the index: the page must be one TypeDoc
 * writes (right folder, declared, documented, not hidden) and an anchor a member shown on it.
 * The site's root (`/engine/`, `/engine/index.html`) and `modules.html` are always fine.
 */
export function checkApiLink(index: ApiIndex, url: string): LinkCheck | { ok: true; root: true } {
  const match = /^https?:\/\/(?:www\.)?api\.playcanvas\.com\/engine(\/[^#?]*)?(?:\?[^#]*)?(?:#(.*))?$/.exec(url);
  if (!match) return { ok: false, reason: 'not a link to api.playcanvas.com/engine/' };
  const pagePath = match[1] ?? '';
  const anchor = match[2];
  if (pagePath === '' || pagePath === '/' || pagePath === '/index.html' || pagePath === '/modules.html' || pagePath === '/hierarchy.html') {
    if (anchor) return { ok: false, reason: `the anchor #${anchor} of the API reference's home page names nothing (link to the class page)` };
    return { ok: true, root: true };
  }
  const page = /^\/([a-z]+)\/([A-Za-z_$][\w$]*)\.html$/.exec(pagePath);
  if (!page) return { ok: false, reason: `${pagePath} is not a page TypeDoc writes (folder/Name.html)` };
  const [, folder = '', name = ''] = page;
  const kind = KINDS_BY_FOLDER.get(folder);
  if (!kind) return { ok: false, reason: `no folder ${folder}/ on the API reference (classes, interfaces, functions, variables, types)` };
  const declaration = index.declarations.get(name);
  if (!declaration) {
    const caseless = [...index.declarations.keys()].find((key) => key.toLowerCase() === name.toLowerCase());
    return { ok: false, reason: `playcanvas ${index.version} declares no ${name}${caseless ? ` (did you mean ${caseless}?)` : ''}` };
  }
  if (declaration.kind !== kind) return { ok: false, reason: `${name} is a ${declaration.kind}: its page is ${apiUrl(declaration)}` };
  if (declaration.hidden) return { ok: false, reason: `${name} is @ignore in playcanvas ${index.version}: it has no API page` };
  if (!declaration.documented) return { ok: false, reason: `${name} has no doc comment in playcanvas ${index.version}: it has no API page` };
  if (anchor === undefined || anchor === '') return { ok: true, declaration };
  const member = findMemberByAnchor(index, name, anchor);
  if (!member) return { ok: false, reason: `${name} has no member #${anchor} in playcanvas ${index.version}` };
  if (!member.shown) {
    const why = member.entries.some((entry) => entry.hidden) ? 'is private or @ignore' : 'has no doc comment';
    return { ok: false, reason: `${member.owner.name}#${member.entries[0]?.name ?? anchor} ${why}: no anchor #${anchor} on the page` };
  }
  if (anchor !== anchor.toLowerCase()) return { ok: false, reason: `anchors are lower case: #${anchor.toLowerCase()}` };
  return { ok: true, declaration, member };
}

export interface ResolvedName {
  url: string;
  /** The declaration or member the name resolved to, for the hover card. */
  doc: ApiDoc;
  /** The canonical spelling, `Class`, `Class#member` or `Class.staticMember`. */
  name: string;
}

/** `Class`, `Class#member`, `Class.member`, each optionally followed by `()` (a call). */
const API_NAME = /^([A-Z][A-Za-z0-9_]*)(?:([#.])([A-Za-z_$][\w$]*))?(\(\))?$/;

/**
 * Resolves inline code that names an engine API exactly: `Entity`, `Entity#addComponent`,
 * `RigidBodyComponent.applyImpulse`, `Vec3.ZERO`, `Entity#findByName()`. Only names beginning with
 * an upper-case declaration the index knows and that has a page; `Class.member` must be a member
 * (static or not: the pages write both); a bare `Class()` is no name. Anything else gives undefined.
 */
export function resolveApiName(index: ApiIndex, code: string): ResolvedName | undefined {
  const match = API_NAME.exec(code.trim());
  if (!match) return undefined;
  const [, typeName = '', separator, memberName, call] = match;
  const declaration = index.declarations.get(typeName);
  if (!declaration || !hasPage(declaration)) return undefined;
  if (memberName === undefined) {
    if (call) return undefined;
    if (declaration.kind !== 'class' && declaration.kind !== 'interface') return undefined;
    return { url: apiUrl(declaration), doc: declaration, name: typeName };
  }
  if (declaration.kind !== 'class' && declaration.kind !== 'interface') return undefined;
  const member = findMember(index, typeName, memberName);
  if (!member || !member.shown) return undefined;
  const entry = member.entries.find((candidate) => candidate.documented) ?? member.entries[0];
  if (!entry) return undefined;
  if (call && entry.kind !== 'method') return undefined;
  // Doc of an undocumented override: its base's.
  const doc = entry.documented ? entry : (inheritedDoc(index, member.owner, memberName) ?? entry);
  return { url: apiUrl(declaration, memberName), doc, name: `${typeName}${separator}${memberName}` };
}

/**
 * Why inline code written exactly as an API name (`Entity#addComponnet`) names nothing: its class
 * has a page but neither it nor a base class declares the member. A member that exists without a
 * page (undocumented, @ignore) is no typo and gives undefined, as does anything else.
 */
export function unknownApiMember(index: ApiIndex, code: string): string | undefined {
  const match = API_NAME.exec(code.trim());
  const [, typeName = '', , memberName] = match ?? [];
  if (!match || memberName === undefined) return undefined;
  const declaration = index.declarations.get(typeName);
  if (!declaration || !hasPage(declaration) || (declaration.kind !== 'class' && declaration.kind !== 'interface')) return undefined;
  if (findMember(index, typeName, memberName)) return undefined;
  const caseless = [...lineage(index, typeName)].flatMap((declaration) => [...declaration.members.keys()]).find((name) => name.toLowerCase() === memberName.toLowerCase());
  return `playcanvas ${index.version} declares no ${typeName}#${memberName}${caseless ? ` (did you mean ${caseless}?)` : ''}`;
}

function inheritedDoc(index: ApiIndex, owner: ApiDeclaration, memberName: string): ApiMember | undefined {
  const base = owner.extends ? findMember(index, owner.extends, memberName) : undefined;
  return base?.entries.find((entry) => entry.documented);
}

/** A chain from a receiver the pages name by convention: `app.root.findByName()`, `this.entity.rigidbody`. */
const CONVENTIONAL_NAME = /^((?:this\.)?[a-z][\w$]*)((?:\.[A-Za-z_$][\w$]*)+)(\(\))?$/;

/**
 * Resolves inline code that starts from a receiver whose type the site's pages fix by convention
 * (`app` is the `AppBase`, `this.entity` the script's `Entity`: WRITING.md): each property of the
 * chain is followed through its declared type, and the last name is resolved on the type reached,
 * as `resolveApiName` would resolve `Type#member`. `pc.Vec3.ZERO` is `Vec3.ZERO` (the namespace
 * import). A chain through a method call, an argument or an `any` type gives undefined.
 */
export function resolveConventionalName(index: ApiIndex, code: string, receivers: Readonly<Record<string, string>>): ResolvedName | undefined {
  const text = code.trim();
  if (text.startsWith('pc.')) return resolveApiName(index, text.slice(3));
  const match = CONVENTIONAL_NAME.exec(text);
  if (!match) return undefined;
  const [, receiver = '', chain = '', call = ''] = match;
  let typeName = Object.hasOwn(receivers, receiver) ? receivers[receiver] : undefined;
  if (!typeName) return undefined;
  const names = chain.slice(1).split('.');
  const last = names.pop()!;
  for (const name of names) {
    const member = findMember(index, typeName, name);
    const next = member?.entries.find((entry) => entry.valueType)?.valueType;
    if (!member || !next || member.entries.some((entry) => entry.kind === 'method')) return undefined;
    typeName = next;
  }
  return resolveApiName(index, `${typeName}#${last}${call}`);
}
