// The links of a page to the engine's API reference (api.playcanvas.com/engine/), found in the
// page's raw text so that every form counts (Markdown links and definitions, JSX `href`s, bare
// URLs, code), each with its line, and checked against the index of lib/engine-api.ts.
import { checkApiLink, type ApiIndex } from '../../lib/engine-api';

export interface ApiLink {
  url: string;
  /** 1-based line and column of the URL in the page. */
  line: number;
  column: number;
}

export interface ApiLinkProblem extends ApiLink {
  reason: string;
}

const LINK = /https?:\/\/(?:www\.)?api\.playcanvas\.com\/engine(?![\w-]|\.\w)(?:[/?#][^\s)"'`<>\]}]*)?/g;

/** Every URL of api.playcanvas.com/engine/ in `text`, in order; trailing sentence punctuation is not part of it. */
export function findApiLinks(text: string): ApiLink[] {
  const links: ApiLink[] = [];
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(/[.,;:!?]+$/, '');
    const offset = match.index;
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    links.push({ url, line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 });
  }
  return links;
}

/** The links of `text` that name no API page or member of `index`, each with why. */
export function apiLinkProblems(index: ApiIndex, text: string): ApiLinkProblem[] {
  return findApiLinks(text).flatMap((link) => {
    const result = checkApiLink(index, link.url);
    return result.ok ? [] : [{ ...link, reason: result.reason }];
  });
}
