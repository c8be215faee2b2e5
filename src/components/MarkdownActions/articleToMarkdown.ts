/**
 * The rendered page → Markdown, in the browser, for "copy this page as Markdown". It reads the DOM the
 * reader sees (so it needs no download and stays right after a client-side navigation) and writes
 * what plugins/markdown-pages writes from the source: the title as `#`, the description as a quote,
 * fenced code with its language and title, tables, admonitions as quotes, figures as images.
 * Loaded in its own chunk when the browser is idle (MarkdownActions), never before.
 */

export interface PageHead {
  title: string;
  description?: string;
  /** The sentence that stands for a live example (`{url}`: the page's URL). */
  liveExample: string;
}

const SKIPPED = 'button, nav, script, style, svg, noscript, .hash-link, [hidden], [aria-hidden="true"], [data-markdown-skip]';

function absolute(url: string): string {
  try {
    return new URL(url, location.href).href;
  } catch {
    return url;
  }
}

function escapeText(text: string): string {
  return text.replace(/[\\<[\]]/g, (c) => `\\${c}`);
}

function fenced(language: string, code: string, title?: string | null): string {
  const longest = Math.max(2, ...Array.from(code.matchAll(/`+/g), (run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const info = [language, title ? `title="${title}"` : ''].filter(Boolean).join(' ');
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** Inline content: text, emphasis, code spans, links, line breaks. */
function inline(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (!(node instanceof Element) || node.matches(SKIPPED)) return '';
  const inner = () => Array.from(node.childNodes, inline).join('');
  switch (node.tagName) {
    case 'CODE':
      return `\`${node.textContent ?? ''}\``;
    case 'STRONG':
    case 'B':
      return `**${inner().trim()}**`;
    case 'EM':
    case 'I':
      return `*${inner().trim()}*`;
    case 'BR':
      return '\n';
    case 'IMG':
      return `![${node.getAttribute('alt') ?? ''}](${absolute(node.getAttribute('src') ?? '')})`;
    case 'A': {
      const href = node.getAttribute('href');
      return href ? `[${inner().trim()}](${absolute(href)})` : inner();
    }
    default:
      return inner();
  }
}

function codeBlock(container: Element): string {
  const code = container.querySelector('pre code');
  if (!code) return '';
  const lines = code.querySelectorAll('.token-line');
  const text = lines.length ? Array.from(lines, (line) => line.textContent ?? '').join('\n') : (code.textContent ?? '');
  const language = /(?:^|\s)language-([\w-]+)/.exec(`${container.className} ${code.closest('pre')?.className ?? ''}`)?.[1] ?? '';
  const title = container.querySelector('[class*="codeBlockTitle"]')?.textContent;
  return fenced(language === 'text' ? '' : language, text, title);
}

function table(element: HTMLTableElement): string {
  const rows = Array.from(element.rows, (row) => Array.from(row.cells, (cell) => inline(cell).trim().replace(/\|/g, '\\|')));
  const [head = [], ...body] = rows;
  return [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}

function list(element: Element, depth: number): string {
  const ordered = element.tagName === 'OL';
  return Array.from(element.children)
    .filter((item) => item.tagName === 'LI')
    .map((item, index) => {
      const marker = ordered ? `${index + 1}.` : '-';
      const nested: string[] = [];
      const own: Node[] = [];
      for (const child of Array.from(item.childNodes)) {
        if (child instanceof Element && (child.tagName === 'UL' || child.tagName === 'OL')) nested.push(list(child, depth + 1));
        else own.push(child);
      }
      const text = own.map((child) => (child instanceof Element && child.tagName === 'P' ? inline(child).trim() : inline(child))).join('').trim();
      return [`${'  '.repeat(depth)}${marker} ${text}`, ...nested].join('\n');
    })
    .join('\n');
}

/** The blocks of an element, separated by blank lines. */
function blocks(parent: Element, head: PageHead): string[] {
  const out: string[] = [];
  let text = '';
  const flush = () => {
    if (text.trim()) out.push(text.trim());
    text = '';
  };
  for (const node of Array.from(parent.childNodes)) {
    if (!(node instanceof Element)) {
      text += inline(node);
      continue;
    }
    if (node.matches(SKIPPED)) continue;
    const block = block_(node, head);
    if (block === null) text += inline(node);
    else {
      flush();
      if (block) out.push(block);
    }
  }
  flush();
  return out;
}

/** An element as a block of Markdown, '' to drop it, or null when it is inline content. */
function block_(element: Element, head: PageHead): string | null {
  const tag = element.tagName;
  if (/^H[1-6]$/.test(tag)) return tag === 'H1' ? '' : `${'#'.repeat(Number(tag[1]))} ${inline(element).trim()}`;
  if (tag === 'P') return inline(element).trim();
  if (tag === 'UL' || tag === 'OL') return list(element, 0);
  if (tag === 'TABLE') return table(element as HTMLTableElement);
  if (tag === 'HR') return '---';
  if (tag === 'HEADER') return blocks(element, head).join('\n\n');
  if (tag === 'BLOCKQUOTE') return quote(blocks(element, head).join('\n\n'));
  if (element.classList.contains('theme-code-block')) return codeBlock(element);
  if (tag === 'PRE') return fenced('', element.textContent ?? '');
  if (element.classList.contains('theme-admonition')) {
    const heading = element.querySelector('[class*="admonitionHeading"]');
    const content = element.querySelector('[class*="admonitionContent"]');
    return quote([`**${(heading?.textContent ?? '').trim()}**`, ...(content ? blocks(content, head) : [])].join('\n\n'));
  }
  if (tag === 'SECTION' && /(?:^|\s)liveExample/.test(element.className)) return head.liveExample.replace('{url}', location.origin + location.pathname);
  if (tag === 'FIGURE') {
    const parts: string[] = [];
    const panels = Array.from(element.querySelectorAll(':scope figure'));
    const caption = element.querySelector(':scope > figcaption')?.textContent?.trim();
    if (panels.length) {
      for (const panel of panels) {
        const img = panel.querySelector('img');
        const label = panel.querySelector('figcaption')?.textContent?.trim();
        if (img) parts.push(`- ${label ? `**${label}**: ` : ''}${inline(img)}`);
      }
    } else {
      // A themed image renders one <img> per colour mode: the first stands for both.
      const img = element.querySelector('img');
      if (img) parts.push(inline(img));
    }
    if (caption) parts.push('', `*${caption}*`);
    return parts.join('\n');
  }
  if (tag === 'DETAILS') {
    const summary = element.querySelector(':scope > summary')?.textContent?.trim() ?? '';
    const rest = Array.from(element.children).filter((child) => child.tagName !== 'SUMMARY');
    return [`**${summary}**`, ...rest.flatMap((child) => blocks(child, head))].join('\n\n');
  }
  if (element.classList.contains('tabs-container')) {
    const labels = Array.from(element.querySelectorAll('[role="tab"]'), (tab) => tab.textContent?.trim() ?? '');
    const panels = Array.from(element.querySelectorAll('[role="tabpanel"]'));
    return panels.map((panel, index) => [`**${labels[index] ?? ''}**`, ...blocks(panel, head)].join('\n\n')).join('\n\n');
  }
  if (['DIV', 'SECTION', 'ARTICLE', 'MAIN', 'ASIDE'].includes(tag)) return blocks(element, head).join('\n\n');
  return null;
}

/** The Markdown of a rendered doc page: its `.theme-doc-markdown` element under the page's title and description. */
export function articleToMarkdown(markdownRoot: Element, head: PageHead): string {
  const lines = [`# ${escapeText(head.title)}`, ...(head.description ? [`> ${escapeText(head.description)}`] : []), ...blocks(markdownRoot, head)];
  return `${lines.join('\n\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
