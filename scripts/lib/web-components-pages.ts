/**
 * Reads the pages' PlayCanvas Web Components markup against src/data/web-components.json (written by
 * scripts/extract-web-components.ts). Used by scripts/check-web-components.ts; pure functions, so
 * the unit test can feed them pages and data.
 *
 * The rules:
 * 1. Every `<pc-…>` (or `</pc-…>`) a page names, in text, tables, front matter or ```html blocks,
 *    is an element of the release the data describes.
 * 2. A former tag name (a `from` of the data's renames that is no current tag, e.g. `<pc-splat>`,
 *    `<pc-rigidbody>`) may appear in text only on a line that also names the tag it became
 *    (`<pc-gsplat>`, `<pc-rigid-body>`): the line then says it was renamed. A name that is both
 *    former and current (`<pc-script>`, `<pc-sound>`) is read as the current element. Former names
 *    never appear in ```html blocks (they would not run) unless the block opts out with
 *    `no-wc-check="reason"` (e.g. markup of an older release shown on purpose).
 * 3. In ```html blocks, every attribute on a pc element is one the element reads: observed or read
 *    once (the data's attributes), a global HTML attribute (id, class, style, slot, hidden, title,
 *    lang, dir, tabindex, part, data-*, aria-*, on…), or, on `<pc-script-instance>`, any name (it is
 *    passed to the script). HTML included into an .mdx page from a file with `?raw` is read too.
 * 4. Attribute tables — a table whose first header cell is `属性` or `Attribute`, first column in
 *    inline code — name attributes of the page's element: on a tag page (docs/user-manual/
 *    web-components/tags/<name>.md) the element its title names (`title: "<pc-rigid-body>"`, which
 *    must agree with the route: a former name leads to the element it became); elsewhere the
 *    element the nearest heading above the table names. On a tag page the table has exactly the
 *    columns `| 属性 | 型 | 既定値 | 説明 |` (en `| Attribute | Type | Default | Description |`), and
 *    the page's tables together list every attribute of the element (observed and read once).
 */
import type { WcData, WcElement } from '../extract-web-components';

export interface Problem {
  /** 1-based line in the file. */
  line: number;
  message: string;
  /** The file the line is in, when it is not the page itself (an included ?raw HTML file). */
  file?: string;
}

/** Global HTML attributes a pc element may carry whatever it observes. */
const GLOBAL_ATTRIBUTES = new Set([
  'accesskey', 'autocapitalize', 'autofocus', 'class', 'contenteditable', 'dir', 'draggable', 'enterkeyhint',
  'exportparts', 'hidden', 'id', 'inert', 'inputmode', 'is', 'itemid', 'itemprop', 'itemref', 'itemscope',
  'itemtype', 'lang', 'nonce', 'part', 'popover', 'role', 'slot', 'spellcheck', 'style', 'tabindex', 'title',
  'translate',
]);

export function isGlobalAttribute(name: string): boolean {
  return GLOBAL_ATTRIBUTES.has(name) || name.startsWith('data-') || name.startsWith('aria-') || /^on[a-z]+$/.test(name);
}

export const TABLE_HEADERS = {
  ja: ['属性', '型', '既定値', '説明'],
  en: ['Attribute', 'Type', 'Default', 'Description'],
} as const;

/** The data, indexed for the checks. */
export interface WcIndex {
  version: string;
  elements: Map<string, WcElement>;
  /** Former names that are no current tag → the current tag they became (following later renames). */
  former: Map<string, { to: string; version: string; commit: string | null }>;
}

export function indexData(data: WcData): WcIndex {
  const elements = new Map(data.elements.map((element) => [element.tag, element]));
  const versionKey = (version: string): number[] => version.split('.').map(Number);
  const later = (a: string, b: string): boolean => {
    const x = versionKey(a);
    const y = versionKey(b);
    for (let i = 0; i < Math.max(x.length, y.length); i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
    return false;
  };
  const former = new Map<string, { to: string; version: string; commit: string | null }>();
  for (const name of new Set(data.renames.map((rename) => rename.from))) {
    if (elements.has(name)) continue;
    const resolved = resolveName(data, name, later);
    if (resolved) former.set(name, resolved);
  }
  return { version: data.version, elements, former };
}

/** Follows a name through the renames: its latest rename, then the renames of what it became after that. */
function resolveName(data: WcData, name: string, later: (a: string, b: string) => boolean): { to: string; version: string; commit: string | null } | null {
  const latest = (from: string, after: string | null) => data.renames
    .filter((rename) => rename.from === from && (after === null || later(rename.version, after)))
    .sort((a, b) => (later(a.version, b.version) ? -1 : 1))[0];
  let rename = latest(name, null);
  if (!rename) return null;
  const first = rename;
  let to = rename.to;
  for (let guard = 0; guard < 20; guard += 1) {
    const next = latest(to, rename.version);
    if (!next) break;
    rename = next;
    to = next.to;
  }
  return { to, version: first.version, commit: first.commit };
}

/** The element a tag page's route names: routes keep the name the element had before its last rename. */
export function elementOfRoute(data: WcData, slug: string): string | null {
  const index = indexData(data);
  const later = (a: string, b: string): boolean => {
    const x = a.split('.').map(Number);
    const y = b.split('.').map(Number);
    for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
    return false;
  };
  const resolved = resolveName(data, slug, later);
  if (resolved && index.elements.has(resolved.to)) return resolved.to;
  return index.elements.has(slug) ? slug : null;
}

// ---------------------------------------------------------------- HTML

export interface HtmlAttribute { name: string; line: number }
export interface HtmlTag { tag: string; line: number; closing: boolean; attributes: HtmlAttribute[] }

/**
 * The start and end tags of an HTML fragment with their attributes and 1-based lines (relative
 * to the fragment). Comments are skipped, and so are the contents of <script> and <style>.
 * Attribute values may be quoted with " or ' and contain > or newlines (JSON attributes).
 */
export function parseHtml(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  let i = 0;
  let line = 1;
  const advance = (to: number): void => {
    for (; i < to && i < html.length; i += 1) if (html[i] === '\n') line += 1;
  };
  while (i < html.length) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      advance(end < 0 ? html.length : end + 3);
      continue;
    }
    const match = /^<(\/?)([a-zA-Z][\w-]*)/.exec(html.slice(i, i + 200));
    if (!match) {
      advance(i + 1);
      continue;
    }
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    const tagLine = line;
    advance(i + match[0].length);
    const attributes: HtmlAttribute[] = [];
    // attributes until > or />
    while (i < html.length) {
      while (i < html.length && /\s/.test(html[i] as string)) advance(i + 1);
      if (html[i] === '>' ) { advance(i + 1); break; }
      if (html.startsWith('/>', i)) { advance(i + 2); break; }
      const name = /^[^\s"'>/=]+/.exec(html.slice(i, i + 200))?.[0];
      if (!name) { advance(i + 1); continue; }
      attributes.push({ name: name.toLowerCase(), line });
      advance(i + name.length);
      let j = i;
      while (j < html.length && /[ \t]/.test(html[j] as string)) j += 1;
      if (html[j] === '=') {
        advance(j + 1);
        while (i < html.length && /\s/.test(html[i] as string)) advance(i + 1);
        const quote = html[i];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, i + 1);
          advance(end < 0 ? html.length : end + 1);
        } else {
          const value = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? '';
          advance(i + value.length);
        }
      }
    }
    tags.push({ tag, line: tagLine, closing, attributes });
    if (!closing && (tag === 'script' || tag === 'style')) {
      const end = html.toLowerCase().indexOf(`</${tag}`, i);
      advance(end < 0 ? html.length : end);
    }
  }
  return tags;
}

/** Problems of the pc elements of an HTML fragment; `firstLine` is the fragment's first line in its file. */
export function checkHtml(html: string, firstLine: number, index: WcIndex): Problem[] {
  const problems: Problem[] = [];
  for (const tag of parseHtml(html)) {
    if (!tag.tag.startsWith('pc-')) continue;
    const line = firstLine + tag.line - 1;
    const element = index.elements.get(tag.tag);
    if (!element) {
      const former = index.former.get(tag.tag);
      problems.push({
        line,
        message: former
          ? `<${tag.tag}> is the former name of <${former.to}> (renamed in ${former.version}${former.commit ? `, ${former.commit}` : ''}); markup must use <${former.to}>`
          : `<${tag.tag}> is no element of Web Components ${index.version}`,
      });
      continue;
    }
    if (tag.closing || element.passesOtherAttributes) continue;
    const known = new Set(element.attributes.map((attribute) => attribute.name));
    for (const attribute of tag.attributes) {
      if (known.has(attribute.name) || isGlobalAttribute(attribute.name)) continue;
      problems.push({ line: firstLine + attribute.line - 1, message: `<${tag.tag}> has no attribute '${attribute.name}' in ${index.version} (it reads: ${[...known].join(', ') || 'none'})` });
    }
  }
  return problems;
}

// ---------------------------------------------------------------- pages

const PC_TAG = /<\/?(pc-[a-z0-9-]+)/g;
const FENCE = /^\s*(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

function splitRow(row: string): string[] {
  const trimmed = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  // Split on pipes outside inline code; \| is a literal pipe.
  const cells: string[] = [];
  let current = '';
  let inCode = false;
  for (let i = 0; i < trimmed.length; i += 1) {
    const char = trimmed[i];
    if (char === '\\' && trimmed[i + 1] === '|') { current += '|'; i += 1; continue; }
    if (char === '`') inCode = !inCode;
    if (char === '|' && !inCode) { cells.push(current.trim()); current = ''; continue; }
    current += char;
  }
  cells.push(current.trim());
  return cells;
}

export interface PageInput {
  /** Path of the page relative to its locale folder, e.g. user-manual/web-components/tags/pc-light.md. */
  relative: string;
  locale: 'en' | 'ja';
  source: string;
  /** Reads a file a page includes with `?raw` (path relative to the project); null when missing. */
  readInclude?: (projectPath: string) => string | null;
}

/** The element a tag page documents: from its title, checked against its route. */
function tagPageElement(page: PageInput, data: WcData, index: WcIndex, problems: Problem[]): string | null {
  const match = /^user-manual\/web-components\/tags\/([^/]+)\.mdx?$/.exec(page.relative);
  if (!match?.[1] || match[1] === 'index') return null;
  const slug = match[1];
  const fromRoute = elementOfRoute(data, slug);
  const lines = page.source.split('\n');
  const titleIndex = page.source.startsWith('---') ? lines.findIndex((text, i) => i > 0 && /^title:/.test(text)) : -1;
  const titleTags = titleIndex >= 0 ? [...(lines[titleIndex] ?? '').matchAll(PC_TAG)].map((m) => m[1] as string) : [];
  if (titleTags.length === 1) {
    const fromTitle = titleTags[0] as string;
    if (fromRoute && fromTitle !== fromRoute) {
      problems.push({ line: titleIndex + 1, message: `the title names <${fromTitle}>, but the route ${slug} is the page of <${fromRoute}>` });
    }
    return index.elements.has(fromTitle) ? fromTitle : fromRoute;
  }
  if (!fromRoute) problems.push({ line: 1, message: `the route ${slug} names no element of ${index.version}` });
  return fromRoute;
}

/** Checks one page; returns its problems (lines are the page's own unless `file` says otherwise). */
export function checkPage(page: PageInput, data: WcData, index: WcIndex = indexData(data)): Problem[] {
  const problems: Problem[] = [];
  const lines = page.source.split('\n');
  const pageElement = tagPageElement(page, data, index, problems);
  const isTagPage = /^user-manual\/web-components\/tags\/(?!index\.)[^/]+\.mdx?$/.test(page.relative);
  const tabled = new Set<string>();
  let sawTable = false;
  let heading: string | null = null;

  let fence: { marker: string; lang: string; meta: string; start: number; body: string[] } | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i] as string;
    const lineNo = i + 1;
    if (fence) {
      const close = text.trim();
      if (close.startsWith(fence.marker) && /^[`~]+$/.test(close) && close.length >= fence.marker.length) {
        if (fence.lang === 'html' && !/no-wc-check="[^"]+"/.test(fence.meta)) {
          problems.push(...checkHtml(fence.body.join('\n'), fence.start, index));
        }
        fence = null;
      } else {
        fence.body.push(text);
      }
      continue;
    }
    const open = FENCE.exec(text);
    if (open) {
      fence = { marker: open[1] as string, lang: (open[2] ?? '').toLowerCase(), meta: open[3] ?? '', start: lineNo + 1, body: [] };
      continue;
    }

    // ?raw includes of HTML files
    const include = /from\s+['"]@site\/([^'"?]+\.html)\?raw['"]/.exec(text);
    if (include?.[1] && page.readInclude) {
      const html = page.readInclude(include[1]);
      if (html === null) problems.push({ line: lineNo, message: `included file ${include[1]} does not exist` });
      else for (const problem of checkHtml(html, 1, index)) problems.push({ ...problem, file: include[1] });
    }

    // Text: tag names and former names
    for (const match of text.matchAll(PC_TAG)) {
      const name = match[1] as string;
      if (index.elements.has(name)) continue;
      const former = index.former.get(name);
      if (former) {
        const named = [...text.matchAll(PC_TAG)].some((m) => m[1] === former.to);
        if (!named) {
          problems.push({ line: lineNo, message: `<${name}> is the former name of <${former.to}> (renamed in ${former.version}${former.commit ? `, ${former.commit}` : ''}); a line that names a former tag also names <${former.to}>` });
        }
        continue;
      }
      problems.push({ line: lineNo, message: `<${name}> is no element of Web Components ${index.version}` });
    }

    if (/^#{1,6}\s/.test(text)) {
      const tags = [...text.matchAll(/\b(pc-[a-z0-9-]+)/g)].map((m) => m[1] as string).filter((name) => index.elements.has(name));
      heading = tags.length === 1 ? (tags[0] as string) : null;
      continue;
    }

    // Attribute tables
    if (text.trim().startsWith('|') && !(lines[i - 1] ?? '').trim().startsWith('|')) {
      const header = splitRow(text);
      const first = header[0];
      if (first !== TABLE_HEADERS.ja[0] && first !== TABLE_HEADERS.en[0]) continue;
      const element = isTagPage ? pageElement : heading;
      if (isTagPage) {
        sawTable = true;
        const expected = TABLE_HEADERS[page.locale];
        if (header.join('|') !== expected.join('|')) {
          problems.push({ line: lineNo, message: `an attribute table on a tag page has the columns | ${expected.join(' | ')} | (found | ${header.join(' | ')} |)` });
        }
      }
      let row = i + 2; // skip the delimiter row
      for (; row < lines.length && (lines[row] as string).trim().startsWith('|'); row += 1) {
        const cell = splitRow(lines[row] as string)[0] ?? '';
        const names = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
        if (names.length === 0) {
          problems.push({ line: row + 1, message: 'the first column of an attribute table holds the attribute in inline code' });
          continue;
        }
        if (!element) continue;
        const known = index.elements.get(element);
        for (const name of names) {
          tabled.add(name);
          if (known && !known.attributes.some((attribute) => attribute.name === name)) {
            problems.push({ line: row + 1, message: `<${element}> has no attribute '${name}' in ${index.version}` });
          }
        }
      }
      i = row - 1;
    }
  }

  if (isTagPage && pageElement) {
    const element = index.elements.get(pageElement);
    const missing = (element?.attributes ?? []).filter((attribute) => !tabled.has(attribute.name)).map((attribute) => attribute.name);
    if (element && element.attributes.length > 0 && !sawTable) {
      problems.push({ line: 1, message: `the tag page of <${pageElement}> has no attribute table (| ${TABLE_HEADERS[page.locale].join(' | ')} |)` });
    } else if (missing.length > 0) {
      problems.push({ line: 1, message: `the attribute table of <${pageElement}> misses: ${missing.join(', ')}` });
    }
  }
  return problems;
}
