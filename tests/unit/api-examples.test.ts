import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkApiPage,
  coverageProblems,
  jsonPointerLines,
  loadApiSpec,
  openApiProblems,
  parityProblems,
  type OpenApiDocument,
} from '../../scripts/lib/api-examples';

const root = path.resolve(import.meta.dirname, '../..');
const doc = JSON.parse(readFileSync(path.join(root, 'static/api/playcanvas-rest-api.openapi.json'), 'utf8')) as OpenApiDocument;
const spec = loadApiSpec(doc);
const page = (...lines: string[]) => lines.join('\n');
const fence = '```';

describe('the OpenAPI document', () => {
  it('is well formed', () => {
    expect(openApiProblems(doc)).toEqual([]);
  });

  it('names a broken reference, a path parameter without a declaration and a repeated operationId', () => {
    const broken = structuredClone(doc) as { paths: Record<string, Record<string, { operationId?: string; parameters?: unknown[]; responses?: unknown }>> };
    broken.paths['/jobs/{jobId}']!.get!.parameters = [];
    broken.paths['/apps/{appId}']!.get!.operationId = 'getJob';
    broken.paths['/projects/{projectId}/scenes']!.get!.responses = { '200': { $ref: '#/components/responses/Missing' } };
    const problems = openApiProblems(broken as unknown as OpenApiDocument);
    expect(problems).toContain('GET /jobs/{jobId}: {jobId} in the path has no parameter');
    expect(problems).toContain('GET /jobs/{jobId}: operationId getJob is used twice');
    expect(problems.some((p) => p.includes('$ref #/components/responses/Missing resolves to nothing'))).toBe(true);
  });
});

describe('checkApiPage', () => {
  it('passes a correct response example', () => {
    const source = page('# t', '', `${fence}json response=getJob status=200`, '{', '  "id": 7,', '  "status": "running",', '  "data": {"project": {"id": 1}}', '}', fence);
    expect(checkApiPage(spec, 'docs/x.md', source)).toEqual([]);
  });

  it('fails a wrong example with the page and the line of the wrong field', () => {
    const source = page(
      '---',
      'title: t',
      '---',
      '',
      `${fence}json response=getJob status=200`,
      '{',
      '  "id": 7,',
      '  "status": "done",',
      '  "data": {"project": {"id": 1}},',
      '  "creator": "kenji"',
      '}',
      fence,
    );
    const problems = checkApiPage(spec, 'docs/user-manual/api/job-get.md', source);
    expect(problems).toContain('docs/user-manual/api/job-get.md:8: response of getJob (200): /status must be equal to one of the allowed values ("running", "complete", "error")');
    expect(problems).toContain('docs/user-manual/api/job-get.md:10: response of getJob (200): /creator is not in the schema (a misspelt or undocumented field)');
  });

  it('fails a request body that misses a required field, on the block line', () => {
    const source = page('', `${fence}json request=downloadApp`, '{"project_id": 1, "name": "x"}', fence);
    expect(checkApiPage(spec, 'p.md', source)).toEqual(["p.md:3: request of downloadApp: the body must have required property 'scenes'"]);
  });

  it('checks a curl command: operation, parameters, auth header and form fields', () => {
    const source = page(
      `${fence}bash request=listAssets`,
      'curl -H "Authorization: Bearer $T" "https://playcanvas.com/api/projects/12/assets?limit=0"',
      fence,
      '',
      `${fence}bash request=createAsset`,
      'curl -X POST "https://playcanvas.com/api/assets" \\',
      '  -H "Content-Type: multipart/form-data" \\',
      '  -F "name=a.json" -F "projectId=x" -F "branchId=b" -F "file=a.json"',
      fence,
      '',
      `${fence}bash request=getApp`,
      'curl "https://playcanvas.com/api/jobs/3"',
      fence,
    );
    expect(checkApiPage(spec, 'p.md', source)).toEqual([
      'p.md:2: curl for listAssets: query parameter limit=0: must be >= 1',
      'p.md:2: curl for listAssets: the required query parameter branchId is missing',
      'p.md:6: curl for createAsset: no "Authorization: Bearer <token>" header',
      'p.md:6: curl for createAsset: let curl set Content-Type for -F (it adds the multipart boundary)',
      'p.md:6: curl for createAsset: form field file is a file: send it with file=@path',
      'p.md:6: curl for createAsset: form /projectId must be integer',
      'p.md:12: curl sends GET /jobs/3, which is getJob, not getApp',
    ]);
  });

  it('requires every JSON and curl block of an API page to be marked', () => {
    const source = page(`${fence}json`, '{}', fence, `${fence}bash`, 'curl https://playcanvas.com/api/jobs/1', fence, `${fence}json no-validate="a broken body on purpose"`, '{', fence);
    expect(checkApiPage(spec, 'p.md', source)).toEqual([
      'p.md:2: a JSON block on an API page needs request=<operationId> or response=<operationId> status=<code>',
      'p.md:5: a curl block on an API page needs request=<operationId>',
    ]);
  });
});

describe('coverage and parity', () => {
  it('asks each operation page for a curl request and a success response', () => {
    expect(coverageProblems(spec, 'job-get.md', 'job-get', '')).toEqual([
      'job-get.md: no curl example (bash request=getJob)',
      'job-get.md: no success response example (json response=getJob status=200)',
    ]);
  });

  it('finds an example that differs between the locales', () => {
    const en = page(`${fence}json request=archiveProject`, '{"branch_id": "a"}', fence);
    const ja = page('', `${fence}json request=archiveProject`, '{"branch_id": "b"}', fence);
    expect(parityProblems('en.md', en, 'ja.md', ja)).toEqual([
      'en.md:2 and ja.md:3: example 1 differs between the locales (the examples of a page must be the same in both)',
    ]);
  });
});

describe('jsonPointerLines', () => {
  it('maps members and array items to their lines', () => {
    const lines = jsonPointerLines('{\n  "a": [\n    1,\n    {"b": 2}\n  ]\n}');
    expect(lines.get('/a')).toBe(1);
    expect(lines.get('/a/1')).toBe(3);
    expect(lines.get('/a/1/b')).toBe(3);
  });
});
