import { describe, expect, it } from 'vitest';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import { BODY_END, HEAD_SCRIPTS, LOADER, fromDocusaurusTemplate, ssrTemplate } from '../template/ssr-template';

/** What Docusaurus passes a page template (renderSSGTemplate), for a page with two scripts. */
const PAGE = {
  appHtml: '<main>本文</main>',
  baseUrl: '/',
  htmlAttributes: 'lang="ja-JP"',
  bodyAttributes: '',
  headTags: '<title>ページ</title>',
  preBodyTags: '',
  postBodyTags: '',
  metaAttributes: [],
  scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
  stylesheets: ['assets/css/styles.3.css'],
  noIndex: false,
  version: '3.10.2',
};

describe('page template', () => {
  it("is the installed Docusaurus template with the head's entry scripts moved into the loader at the end of <body>", () => {
    expect(ssrTemplate.replace(LOADER, '')).toBe(docusaurusTemplate.replace(HEAD_SCRIPTS, ''));
    expect(ssrTemplate.indexOf(LOADER)).toBe(ssrTemplate.indexOf(BODY_END) - LOADER.length);
  });

  it('renders, with Docusaurus\'s own template engine, a page whose only scripts are the loader and the URLs it lists', async () => {
    const html = (await compileSSGTemplate(ssrTemplate))(PAGE);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.3.css" />');
    const listed = /<script data-scripts="([^"]*)">/.exec(html)?.[1];
    expect(JSON.parse(listed!.replaceAll('&quot;', '"'))).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
    expect(html.indexOf('data-scripts')).toBeGreaterThan(html.indexOf('<div id="__docusaurus"><main>本文</main></div>'));
  });

  it.each([
    ['no longer lists its entry scripts in the head that way', docusaurusTemplate.replace(HEAD_SCRIPTS, '\n    <%~ it.scriptTags %>'), /the head's entry scripts occur no longer/],
    ['ends <body> twice', docusaurusTemplate + BODY_END, /the end of <body> occurs 2 times/],
  ])('fails the build when Docusaurus\'s template %s', (_change, template, message) => {
    expect(() => fromDocusaurusTemplate(template)).toThrow(message);
  });
});
