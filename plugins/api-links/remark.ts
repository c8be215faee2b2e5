// Remark plugin for the docs (issue #23): engine API names in inline code become links to their
// page on api.playcanvas.com, and every Markdown link to that reference is checked at build time
// against the installed `playcanvas` package's type declarations (lib/engine-api.ts).
//
// Which inline code counts, conservatively: the whole code is `Class`, `Class#member`,
// `Class.member`, or one of these followed by `()` for a method, where `Class` is an upper-case
// class or interface the d.ts declares with a page (documented, not @ignore) and `member` one of
// its own or inherited members shown on that page; or a chain from a receiver the pages name by
// convention (`app.root.findByName()`, `this.entity.rigidbody.applyImpulse()`, `pc.Vec3.ZERO`:
// CONVENTIONAL_RECEIVERS), followed through the declared types. `new Entity()`,
// `Entity#addComponent('camera')`, `material.update()` (no fixed type) and anything with spaces
// or arguments stay code. Never inside a link, a
// heading or a JSX `<a>`/`<Link>`; not in the sections the options exclude (pages whose names
// mean something else: PlayCanvas React's `<Entity>`, PCUI's classes); not on a page whose front
// matter says `api_links: false`.
import path from 'node:path';
import type { InlineCode, Link, Nodes, Parent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { checkApiLink, ENGINE_API_URL, loadEngineApiIndex, resolveApiName, resolveConventionalName, unknownApiMember, type ApiIndex } from '../../lib/engine-api';

export interface RemarkApiLinksOptions {
  /** The index to resolve against; the installed package's by default. */
  index?: ApiIndex;
  /** Folders of the docs (relative, e.g. `user-manual/pcui`) whose pages keep their inline code as it is; links are still checked. */
  excludeDirs?: readonly string[];
  /** Names never linked although the engine declares them, because pages use them for something else (`Node` is Node.js). */
  ignoreNames?: readonly string[];
  /** Receivers whose type the pages fix by convention; CONVENTIONAL_RECEIVERS by default. */
  receivers?: Readonly<Record<string, string>>;
}

/**
 * What the pages' code always means by these names (WRITING.md: `app.on('update')`,
 * `this.entity.rigidbody`): inside a script `this.app` and `this.entity`, outside it `app` and
 * `entity`.
 */
export const CONVENTIONAL_RECEIVERS: Readonly<Record<string, string>> = {
  app: 'AppBase',
  'this.app': 'AppBase',
  entity: 'Entity',
  'this.entity': 'Entity',
};

/** The attribute carrying the API name on every link to the reference, for the hover card. */
export const API_NAME_ATTRIBUTE = 'data-api';

/** Counts of one page, for the build's log and the tests. */
export interface ApiLinkStats {
  linked: number;
  checked: number;
}

type JsxElement = Extract<Nodes, { type: 'mdxJsxTextElement' | 'mdxJsxFlowElement' }>;

function isLinkLike(node: Nodes): boolean {
  if (node.type === 'link' || node.type === 'linkReference' || node.type === 'heading') return true;
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    const name = (node as JsxElement).name;
    return name === 'a' || name === 'Link';
  }
  return false;
}

/** The `Class#member` (or `Class`) a checked reference URL names, spelt as the d.ts does. */
function apiNameOfUrl(result: ReturnType<typeof checkApiLink>): string | undefined {
  if (!result.ok || !('declaration' in result)) return undefined;
  const member = result.member?.entries[0]?.name;
  return member ? `${result.declaration.name}#${member}` : result.declaration.name;
}

function setAttribute(node: Link, name: string, value: string): void {
  const data = (node.data ??= {});
  data.hProperties = { ...(data.hProperties ?? {}), [name]: value };
}

function optedOut(file: VFile): boolean {
  const frontMatter = (file.data as { frontMatter?: Record<string, unknown> }).frontMatter;
  return frontMatter?.['api_links'] === false;
}

function inExcludedDir(file: VFile, excludeDirs: readonly string[]): boolean {
  const filePath = (file.path ?? '').split(path.sep).join('/');
  return excludeDirs.some((dir) => filePath.includes(`/${dir.replace(/^\/|\/$/g, '')}/`));
}

/**
 * Transforms one Markdown tree: checks reference links (throws naming file and line on one with no
 * page or anchor) and links API names in inline code. Returns what it did.
 */
export function linkApiNames(tree: Root, file: VFile, options: RemarkApiLinksOptions = {}): ApiLinkStats {
  const index = options.index ?? loadEngineApiIndex();
  const ignore = new Set(options.ignoreNames ?? []);
  const linkCode = !optedOut(file) && !inExcludedDir(file, options.excludeDirs ?? []);
  const stats: ApiLinkStats = { linked: 0, checked: 0 };
  const where = (node: Nodes) => `${file.path ?? '<page>'}:${node.position?.start.line ?? '?'}:${node.position?.start.column ?? '?'}`;

  const visit = (parent: Parent, inLink: boolean): void => {
    parent.children.forEach((child, position) => {
      const node = child as Nodes;
      if (node.type === 'link' || node.type === 'definition') {
        if (ENGINE_API_URL.test(node.url)) {
          stats.checked += 1;
          const result = checkApiLink(index, node.url);
          if (!result.ok) throw new Error(`${where(node)}: ${node.url}: ${result.reason} (README: Engine API links)`);
          const name = apiNameOfUrl(result);
          if (name && node.type === 'link') setAttribute(node, API_NAME_ATTRIBUTE, name);
        }
      } else if (node.type === 'inlineCode' && linkCode && !inLink) {
        const code = (node as InlineCode).value;
        const unknown = unknownApiMember(index, code);
        if (unknown) throw new Error(`${where(node)}: \`${code}\`: ${unknown} (README: Engine API links)`);
        const resolved = resolveApiName(index, code) ?? resolveConventionalName(index, code, options.receivers ?? CONVENTIONAL_RECEIVERS);
        const typeName = resolved?.name.split(/[#.]/)[0] ?? '';
        if (resolved && !ignore.has(typeName)) {
          const link: Link = { type: 'link', url: resolved.url, title: null, children: [node as InlineCode] };
          if (node.position) link.position = node.position;
          setAttribute(link, API_NAME_ATTRIBUTE, resolved.name.replace('.', '#'));
          parent.children[position] = link as (typeof parent.children)[number];
          stats.linked += 1;
          return;
        }
      }
      if ('children' in node) visit(node as Parent, inLink || isLinkLike(node));
    });
  };
  visit(tree, false);
  return stats;
}

/** The remark plugin: `remarkPlugins: [[remarkApiLinks, { excludeDirs: […] }]]`. */
export default function remarkApiLinks(options: RemarkApiLinksOptions = {}) {
  return (tree: Root, file: VFile): void => {
    linkApiNames(tree, file, options);
  };
}
