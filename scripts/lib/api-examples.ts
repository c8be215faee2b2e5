/**
 * Checks the REST API pages against the OpenAPI document they share
 * (static/api/playcanvas-rest-api.openapi.json): the document's own structure, and every request
 * and response example of the pages, with Ajv.
 *
 * The examples are fenced blocks marked in their meta:
 *   ```json request=<operationId>                 a JSON request body
 *   ```json response=<operationId> status=<code>  a JSON response body
 *   ```bash request=<operationId>[,<operationId>]  curl commands: method, URL, parameters, auth
 *                                                  header and body (-d JSON or -F form fields)
 * On an API page every json block and every bash block that runs curl must carry one of these (or
 * `no-validate="reason"`), so no example escapes the check.
 *
 * OpenAPI 3.1 Schema Objects are JSON Schema 2020-12 plus a few keywords of OpenAPI's own, so a
 * schema becomes a JSON Schema for Ajv's 2020 validator by: rewriting `#/components/schemas/X`
 * references to `#/$defs/X` and carrying every component schema as `$defs`; dropping the
 * OpenAPI-only keywords (`discriminator`, `xml`, `externalDocs`, `example`); and, for examples only,
 * closing every object schema that lists `properties` (`additionalProperties: false`), so a
 * misspelt or undocumented field in an example fails although the published document lets real
 * responses carry fields it does not list.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { extractCodeBlocks } from './code-blocks';

// ---------------------------------------------------------------------------------------------
// Types of the parts of an OpenAPI document this check reads.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument extends JsonObject {}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const PARAMETER_PLACES = ['path', 'query', 'header', 'cookie'];
const OPENAPI_ONLY_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'];
const RATE_LIMITS = ['normal', 'strict', 'assets'];

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a local reference (`#/a/b`) points at, or undefined. */
function resolvePointer(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = Array.isArray(node) ? node[Number(key)] : node[key];
    if (node === undefined) return undefined;
  }
  return node;
}

/** Follows one `$ref` (parameters, responses, headers, request bodies). */
function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  if (isObject(node) && typeof node.$ref === 'string') return resolvePointer(doc, node.$ref);
  return node;
}

// ---------------------------------------------------------------------------------------------
// OpenAPI schema → JSON Schema 2020-12.

/** A copy of an OpenAPI schema as JSON Schema: references into $defs, OpenAPI keywords dropped. */
function convertSchema(schema: Json, closed: boolean): Json {
  if (Array.isArray(schema)) return schema.map((item) => convertSchema(item, closed));
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (OPENAPI_ONLY_KEYWORDS.includes(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace(/^#\/components\/schemas\//, '#/$defs/');
    } else if (key === 'properties' && isObject(value)) {
      // Property names are data, not keywords: convert each value, keep every name.
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, convertSchema(sub, closed)]));
    } else {
      out[key] = convertSchema(value, closed);
    }
  }
  if (closed && isObject(out.properties) && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/** The JSON Schema Ajv compiles for one schema of the document. */
export function toJsonSchema(doc: OpenApiDocument, schema: Json, closed: boolean): JsonObject {
  const components = deref(doc, (doc.components as JsonObject | undefined)?.schemas);
  const defs = isObject(components)
    ? Object.fromEntries(Object.entries(components).map(([name, sub]) => [name, convertSchema(sub, closed)]))
    : {};
  const root = convertSchema(schema, closed);
  return { ...(isObject(root) ? root : {}), $defs: defs };
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ajv in strict mode with the formats the document uses, written here rather than pulled in. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  ajv.addFormat('date-time', (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('uri', (value: string) => {
    try {
      return /^[a-z][a-z0-9+.-]*:/i.test(value) && Boolean(new URL(value));
    } catch {
      return false;
    }
  });
  return ajv;
}

// ---------------------------------------------------------------------------------------------
// The document's structure.

/** Problems of the document itself: OpenAPI 3.1 structure, references, operations, schemas. */
export function openApiProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const at = (where: string, message: string): void => {
    problems.push(`${where}: ${message}`);
  };
  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi)) at('openapi', 'must be a 3.1.x version string');
  const info = doc.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') at('info', 'needs a title and a version');
  if (!Array.isArray(doc.servers) || doc.servers.length === 0 || !doc.servers.every((s) => isObject(s) && typeof s.url === 'string')) {
    at('servers', 'needs at least one server with a url');
  }
  // Every local reference resolves.
  const walk = (node: Json, where: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${where}/${index}`));
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && resolvePointer(doc, value) === undefined) at(where, `$ref ${value} resolves to nothing`);
        walk(value, `${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    }
  };
  walk(doc, '#');

  const components = isObject(doc.components) ? doc.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isObject(scheme) || !['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'].includes(String(scheme.type))) {
      at(`securitySchemes/${name}`, 'has no valid type');
    } else if (scheme.type === 'http' && typeof scheme.scheme !== 'string') at(`securitySchemes/${name}`, 'an http scheme needs scheme');
  }
  const checkSecurity = (security: Json | undefined, where: string) => {
    if (security === undefined) return;
    if (!Array.isArray(security)) return at(where, 'security must be an array');
    for (const requirement of security) {
      if (!isObject(requirement)) at(where, 'a security requirement must be an object');
      else for (const name of Object.keys(requirement)) if (!(name in schemes)) at(where, `security scheme ${name} is not declared`);
    }
  };
  checkSecurity(doc.security, 'security');
  const tags = new Set((Array.isArray(doc.tags) ? doc.tags : []).map((tag) => (isObject(tag) ? tag.name : undefined)));

  const operationIds = new Set<string>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  if (Object.keys(paths).length === 0) at('paths', 'has no operations');
  for (const [route, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem);
    if (!route.startsWith('/')) at(route, 'a path must start with /');
    if (!isObject(item)) continue;
    const templated = [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of Object.keys(item)) {
      if (!(METHODS as readonly string[]).includes(method) && !['parameters', 'summary', 'description', 'servers'].includes(method) && !method.startsWith('x-')) {
        at(route, `unknown field ${method}`);
      }
    }
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const where = `${method.toUpperCase()} ${route}`;
      if (!isObject(operation)) {
        at(where, 'is not an object');
        continue;
      }
      const id = operation.operationId;
      if (typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id)) at(where, 'needs a camelCase operationId');
      else if (operationIds.has(id)) at(where, `operationId ${id} is used twice`);
      else operationIds.add(id);
      if (typeof operation.summary !== 'string') at(where, 'needs a summary');
      for (const tag of Array.isArray(operation.tags) ? operation.tags : []) if (!tags.has(tag)) at(where, `tag ${String(tag)} is not declared`);
      if (operation['x-rate-limit'] !== undefined && !RATE_LIMITS.includes(String(operation['x-rate-limit']))) {
        at(where, `x-rate-limit must be one of ${RATE_LIMITS.join(', ')}`);
      }
      checkSecurity(operation.security, where);
      const parameters = [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])].map((p) => deref(doc, p));
      const seen = new Set<string>();
      for (const parameter of parameters) {
        if (!isObject(parameter) || typeof parameter.name !== 'string' || !PARAMETER_PLACES.includes(String(parameter.in))) {
          at(where, 'a parameter needs a name and an in of path, query, header or cookie');
          continue;
        }
        const key = `${String(parameter.in)}:${parameter.name}`;
        if (seen.has(key)) at(where, `parameter ${key} is declared twice`);
        seen.add(key);
        if (!isObject(parameter.schema) && !isObject(parameter.content)) at(where, `parameter ${parameter.name} needs a schema`);
        if (parameter.in === 'path') {
          if (parameter.required !== true) at(where, `path parameter ${parameter.name} must be required`);
          if (!templated.includes(parameter.name)) at(where, `path parameter ${parameter.name} is not in the path`);
        }
      }
      for (const name of templated) if (!seen.has(`path:${name}`)) at(where, `{${name}} in the path has no parameter`);
      const body = deref(doc, operation.requestBody);
      if (operation.requestBody !== undefined) {
        if (!isObject(body) || !isObject(body.content) || Object.keys(body.content).length === 0) at(where, 'requestBody needs content');
        else for (const [media, entry] of Object.entries(body.content)) if (!isObject(entry) || !isObject(entry.schema)) at(where, `requestBody ${media} needs a schema`);
      }
      const responses = operation.responses;
      if (!isObject(responses) || Object.keys(responses).length === 0) {
        at(where, 'needs responses');
        continue;
      }
      if (!Object.keys(responses).some((status) => /^2\d\d$/.test(status))) at(where, 'has no success (2xx) response');
      for (const [status, raw] of Object.entries(responses)) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) at(where, `response key ${status} is not a status`);
        const response = deref(doc, raw);
        if (!isObject(response) || typeof response.description !== 'string') at(`${where} ${status}`, 'a response needs a description');
        else if (response.content !== undefined) {
          if (!isObject(response.content)) at(`${where} ${status}`, 'content must be an object');
          else for (const [media, entry] of Object.entries(response.content)) if (!isObject(entry) || !isObject(entry.schema)) at(`${where} ${status}`, `${media} needs a schema`);
        }
      }
    }
  }
  // Every component schema compiles in strict mode, open and closed.
  const ajv = createAjv();
  for (const [name, schema] of Object.entries(isObject(components.schemas) ? components.schemas : {})) {
    for (const closed of [false, true]) {
      try {
        ajv.compile(toJsonSchema(doc, schema, closed));
      } catch (error) {
        at(`components/schemas/${name}`, `does not compile as JSON Schema 2020-12: ${(error as Error).message}`);
        break;
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Operations, as the examples need them.

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  validate: ValidateFunction;
  type: string | undefined;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  /** Matches a request path (after the server's base path) and captures the path parameters. */
  pattern: RegExp;
  pathNames: string[];
  parameters: Parameter[];
  secured: boolean;
  /** Request body validators by media type. */
  bodies: Map<string, { validate: ValidateFunction; schema: JsonObject; required: boolean }>;
  bodyRequired: boolean;
  /** Response validators by status, for the JSON ones; statuses without JSON map to null. */
  responses: Map<string, ValidateFunction | null>;
  /** The page that documents it: `app-download` for …/user-manual/api/app-download/. */
  page: string | undefined;
}

export interface ApiSpec {
  doc: OpenApiDocument;
  serverPath: string;
  serverUrl: string;
  operations: Map<string, Operation>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles every operation's parameters, bodies and responses (examples are checked closed). */
export function loadApiSpec(doc: OpenApiDocument): ApiSpec {
  const ajv = createAjv();
  const compile = (schema: Json) => ajv.compile(toJsonSchema(doc, schema, true));
  const servers = Array.isArray(doc.servers) ? doc.servers : [];
  const serverUrl = String((isObject(servers[0]) && servers[0].url) || '').replace(/\/$/, '');
  const serverPath = new URL(serverUrl).pathname.replace(/\/$/, '');
  const secured = Array.isArray(doc.security) && doc.security.length > 0;
  const operations = new Map<string, Operation>();
  for (const [route, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = deref(doc, rawItem);
    if (!isObject(item)) continue;
    const pathNames: string[] = [];
    const pattern = new RegExp(
      `^${route
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const name = /^\{([^}]+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          pathNames.push(name);
          return '([^/]+)';
        })
        .join('')}$`,
    );
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const parameters = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
        .map((raw) => deref(doc, raw))
        .filter(isObject)
        .map((parameter) => {
          const schema = isObject(parameter.schema) ? parameter.schema : {};
          return {
            name: String(parameter.name),
            in: String(parameter.in),
            required: parameter.required === true,
            validate: compile(schema),
            type: typeof schema.type === 'string' ? schema.type : undefined,
          };
        });
      const bodies = new Map<string, { validate: ValidateFunction; schema: JsonObject; required: boolean }>();
      const body = deref(doc, operation.requestBody);
      if (isObject(body) && isObject(body.content)) {
        for (const [media, entry] of Object.entries(body.content)) {
          if (!isObject(entry) || !isObject(entry.schema)) continue;
          const schema = toJsonSchema(doc, entry.schema, true);
          bodies.set(media, { validate: ajv.compile(schema), schema, required: body.required === true });
        }
      }
      const responses = new Map<string, ValidateFunction | null>();
      for (const [status, raw] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        const response = deref(doc, raw);
        const json = isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
        responses.set(status, isObject(json) && isObject(json.schema) ? compile(json.schema) : null);
      }
      const docsUrl = isObject(operation.externalDocs) ? String(operation.externalDocs.url ?? '') : '';
      operations.set(operation.operationId, {
        id: operation.operationId,
        method: method.toUpperCase(),
        path: route,
        pattern,
        pathNames,
        parameters,
        secured: operation.security === undefined ? secured : Array.isArray(operation.security) && operation.security.length > 0,
        bodies,
        bodyRequired: isObject(body) && body.required === true,
        responses,
        page: /\/user-manual\/api\/([^/]+)\/?$/.exec(docsUrl)?.[1],
      });
    }
  }
  return { doc, serverPath, serverUrl, operations };
}

// ---------------------------------------------------------------------------------------------
// Where a JSON value sits in its text, so an error names the line.

/** The 0-based line of each JSON pointer's value in `text` (object members: the key's line). */
export function jsonPointerLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let pos = 0;
  let line = 0;
  const skipSpace = () => {
    while (pos < text.length && /\s/.test(text[pos]!)) {
      if (text[pos] === '\n') line += 1;
      pos += 1;
    }
  };
  const readString = (): string => {
    const start = pos;
    pos += 1;
    while (pos < text.length && text[pos] !== '"') pos += text[pos] === '\\' ? 2 : 1;
    pos += 1;
    return JSON.parse(text.slice(start, pos)) as string;
  };
  const value = (pointer: string) => {
    skipSpace();
    if (!lines.has(pointer)) lines.set(pointer, line);
    const char = text[pos];
    if (char === '{') {
      pos += 1;
      skipSpace();
      while (pos < text.length && text[pos] !== '}') {
        skipSpace();
        const keyLine = line;
        const key = readString();
        const child = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        lines.set(child, keyLine);
        skipSpace();
        pos += 1; // the colon
        value(child);
        skipSpace();
        if (text[pos] === ',') pos += 1;
        skipSpace();
      }
      pos += 1;
    } else if (char === '[') {
      pos += 1;
      skipSpace();
      let index = 0;
      while (pos < text.length && text[pos] !== ']') {
        value(`${pointer}/${index}`);
        index += 1;
        skipSpace();
        if (text[pos] === ',') pos += 1;
        skipSpace();
      }
      pos += 1;
    } else if (char === '"') {
      readString();
    } else {
      while (pos < text.length && /[^\s,\]}]/.test(text[pos]!)) pos += 1;
    }
  };
  value('');
  return lines;
}

/** Ajv's errors as short sentences, each with the 0-based line it points at. */
function describeErrors(errors: ErrorObject[] | null | undefined, lines: Map<string, number> | null): { line: number; message: string }[] {
  return (errors ?? []).map((error) => {
    let pointer = error.instancePath;
    let message = `${pointer || 'the body'} ${error.message ?? 'is not valid'}`;
    if (error.keyword === 'additionalProperties') {
      const extra = String((error.params as { additionalProperty?: string }).additionalProperty);
      pointer = `${pointer}/${extra}`;
      message = `${pointer} is not in the schema (a misspelt or undocumented field)`;
    } else if (error.keyword === 'enum') {
      message += ` (${((error.params as { allowedValues?: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')})`;
    }
    return { line: lines?.get(pointer) ?? lines?.get(error.instancePath) ?? 0, message };
  });
}

// ---------------------------------------------------------------------------------------------
// Code block meta and curl commands.

/** `request=getApp status=200 no-validate="why"` → { request: 'getApp', status: '200', … }. */
export function parseMeta(meta: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    out[match[1]!] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return out;
}

interface ShellWord {
  text: string;
  operator: boolean;
}

/** Splits one shell command line into words, honouring quotes; `|`, `;`, `&&`, `>` are operators. */
export function shellWords(line: string): ShellWord[] {
  const words: ShellWord[] = [];
  let current = '';
  let started = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (char === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error('unterminated single quote');
      current += line.slice(i + 1, end);
      started = true;
      i = end;
    } else if (char === '"') {
      let j = i + 1;
      while (j < line.length && line[j] !== '"') {
        if (line[j] === '\\' && j + 1 < line.length) j += 1;
        current += line[j];
        j += 1;
      }
      if (j >= line.length) throw new Error('unterminated double quote');
      started = true;
      i = j;
    } else if (char === '\\' && i + 1 < line.length) {
      current += line[i + 1];
      started = true;
      i += 1;
    } else if (/\s/.test(char)) {
      if (started) words.push({ text: current, operator: false });
      current = '';
      started = false;
    } else if ('|;&><'.includes(char)) {
      if (started) words.push({ text: current, operator: false });
      current = '';
      started = false;
      let op = char;
      while (i + 1 < line.length && '|&>'.includes(line[i + 1]!)) op += line[++i];
      words.push({ text: op, operator: true });
    } else if (char === '#' && !started) {
      break;
    } else {
      current += char;
      started = true;
    }
  }
  if (started) words.push({ text: current, operator: false });
  return words;
}

export interface CurlRequest {
  method: string;
  url: string;
  headers: [string, string][];
  data: string | undefined;
  form: [string, string][];
}

const CURL_FLAGS_WITHOUT_VALUE = new Set(['-s', '--silent', '-S', '--show-error', '-f', '--fail', '--fail-with-body', '-L', '--location', '-O', '--remote-name', '-i', '--include', '-sS', '-fsS', '-sSf', '-fsSL', '-sSL']);
const CURL_FLAGS_WITH_IGNORED_VALUE = new Set(['-o', '--output', '-w', '--write-out', '--max-time', '--retry']);

/** Reads the request a curl command sends. Throws on options the check does not know. */
export function parseCurl(words: string[]): CurlRequest {
  const request: CurlRequest = { method: '', url: '', headers: [], data: undefined, form: [] };
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    const next = () => {
      const value = words[i + 1];
      if (value === undefined) throw new Error(`${word} needs a value`);
      i += 1;
      return value;
    };
    if (word === '-X' || word === '--request') request.method = next().toUpperCase();
    else if (word === '-H' || word === '--header') {
      const header = next();
      const colon = header.indexOf(':');
      if (colon < 0) throw new Error(`header "${header}" has no colon`);
      request.headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
    } else if (['-d', '--data', '--data-raw', '--data-binary'].includes(word)) {
      if (request.data !== undefined) throw new Error('more than one -d');
      request.data = next();
    } else if (word === '-F' || word === '--form') {
      const field = next();
      const eq = field.indexOf('=');
      if (eq < 0) throw new Error(`form field "${field}" has no =`);
      request.form.push([field.slice(0, eq), field.slice(eq + 1)]);
    } else if (CURL_FLAGS_WITHOUT_VALUE.has(word)) continue;
    else if (CURL_FLAGS_WITH_IGNORED_VALUE.has(word)) next();
    else if (word.startsWith('-')) throw new Error(`curl option ${word} is not one the check understands`);
    else if (request.url) throw new Error(`a second URL ${word}`);
    else request.url = word;
  }
  if (!request.url) throw new Error('curl has no URL');
  if (!request.method) request.method = request.data !== undefined || request.form.length > 0 ? 'POST' : 'GET';
  return request;
}

/** The curl commands of a shell block: continued lines joined, words up to the first operator. */
export function curlCommands(code: string): { line: number; words: string[] }[] {
  const commands: { line: number; words: string[] }[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const first = i;
    let text = lines[i]!;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) {
      text = `${text.replace(/\\\s*$/, ' ')}${lines[i + 1]!}`;
      i += 1;
    }
    const words = shellWords(text);
    const start = words.findIndex((word) => !word.operator && word.text === 'curl');
    if (start < 0) continue;
    const end = words.findIndex((word, index) => index > start && word.operator);
    commands.push({ line: first, words: words.slice(start, end < 0 ? undefined : end).map((word) => word.text) });
  }
  return commands;
}

/** The properties of a converted schema, following a root `$ref` into its `$defs`. */
function propertiesOf(schema: JsonObject): JsonObject {
  const ref = typeof schema.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1] : undefined;
  const target = ref && isObject(schema.$defs) ? schema.$defs[ref] : schema;
  return isObject(target) && isObject(target.properties) ? target.properties : {};
}

/** A string parameter or form value as the schema's type reads it. */
function coerce(value: string, type: string | undefined): unknown {
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

// ---------------------------------------------------------------------------------------------
// Pages.

export interface Example {
  kind: 'request' | 'response';
  lang: string;
  operations: string[];
  status: string | undefined;
  code: string;
  /** 1-based line of the block's first code line. */
  line: number;
}

/** The blocks of a page the check validates (marked with request= or response=). */
export function examplesOf(source: string): Example[] {
  return extractCodeBlocks(source).flatMap((block) => {
    const meta = parseMeta(block.meta);
    const kind = meta.request !== undefined ? 'request' : meta.response !== undefined ? 'response' : null;
    if (!kind) return [];
    return [{
      kind,
      lang: block.lang,
      operations: (meta[kind] ?? '').split(',').map((id) => id.trim()).filter(Boolean),
      status: meta.status,
      code: block.code,
      line: block.line,
    }];
  });
}

const SHELL = new Set(['bash', 'sh', 'shell', 'console']);

/** Problems of one API page's examples, each as `file:line: message`. */
export function checkApiPage(spec: ApiSpec, file: string, source: string): string[] {
  const problems: string[] = [];
  const report = (line: number, message: string) => problems.push(`${file}:${line}: ${message}`);
  for (const block of extractCodeBlocks(source)) {
    const meta = parseMeta(block.meta);
    const optOut = meta['no-validate'];
    const marked = meta.request !== undefined || meta.response !== undefined;
    const isJson = block.lang === 'json';
    const isCurl = SHELL.has(block.lang) && /(^|[\s(|;&])curl\s/m.test(block.code);
    if (optOut !== undefined) {
      if (!optOut.trim()) report(block.line, 'no-validate needs a reason, e.g. no-validate="shows a malformed body on purpose"');
      continue;
    }
    if (!marked) {
      if (isJson) report(block.line, 'a JSON block on an API page needs request=<operationId> or response=<operationId> status=<code>');
      if (isCurl) report(block.line, 'a curl block on an API page needs request=<operationId>');
      continue;
    }
    const kind = meta.request !== undefined ? 'request' : 'response';
    const ids = (meta[kind] ?? '').split(',').map((id) => id.trim()).filter(Boolean);
    const unknown = ids.filter((id) => !spec.operations.has(id));
    if (ids.length === 0 || unknown.length > 0) {
      report(block.line, `${kind}=${meta[kind]}: no operation ${unknown.join(', ') || '(empty)'} in the OpenAPI document`);
      continue;
    }
    const operations = ids.map((id) => spec.operations.get(id)!);
    if (isJson) {
      if (operations.length !== 1) {
        report(block.line, `a JSON ${kind} names one operation, not ${ids.join(', ')}`);
        continue;
      }
      checkJsonExample(spec, operations[0]!, kind, meta.status, block.code, (offset, message) => report(block.line + offset, message));
    } else if (SHELL.has(block.lang) && kind === 'request') {
      const commands = curlCommands(block.code);
      if (commands.length === 0) report(block.line, 'a request block runs no curl command');
      for (const command of commands) {
        checkCurl(spec, operations, command.words, (message) => report(block.line + command.line, message));
      }
    } else {
      report(block.line, `${kind}= is for json blocks${kind === 'request' ? ' and curl (bash) blocks' : ''}, not ${block.lang || 'untagged'} ones`);
    }
  }
  return problems;
}

function checkJsonExample(
  spec: ApiSpec,
  operation: Operation,
  kind: 'request' | 'response',
  status: string | undefined,
  code: string,
  report: (offset: number, message: string) => void,
): void {
  let value: unknown;
  try {
    value = JSON.parse(code);
  } catch (error) {
    report(0, `not valid JSON: ${(error as Error).message}`);
    return;
  }
  let validate: ValidateFunction | null | undefined;
  if (kind === 'request') {
    if (status !== undefined) report(0, 'status= belongs to responses');
    validate = operation.bodies.get('application/json')?.validate;
    if (!validate) return report(0, `${operation.id} takes no JSON request body`);
  } else {
    if (status === undefined) return report(0, `response=${operation.id} needs status=<code>`);
    if (!operation.responses.has(status)) {
      return report(0, `${operation.id} has no ${status} response (it has ${[...operation.responses.keys()].join(', ')})`);
    }
    validate = operation.responses.get(status);
    if (!validate) return report(0, `the ${status} response of ${operation.id} has no JSON body`);
  }
  if (validate(value)) return;
  const lines = jsonPointerLines(code);
  for (const error of describeErrors(validate.errors, lines)) {
    report(error.line, `${kind} of ${operation.id}${status ? ` (${status})` : ''}: ${error.message}`);
  }
}

function checkCurl(spec: ApiSpec, candidates: Operation[], words: string[], report: (message: string) => void): void {
  let request: CurlRequest;
  try {
    request = parseCurl(words);
  } catch (error) {
    return report(`curl: ${(error as Error).message}`);
  }
  if (!request.url.startsWith(`${spec.serverUrl}/`)) return report(`curl calls ${request.url}, outside ${spec.serverUrl}`);
  const url = new URL(request.url);
  const route = url.pathname.slice(spec.serverPath.length);
  const operation = candidates.find((candidate) => candidate.method === request.method && candidate.pattern.test(route));
  if (!operation) {
    const real = [...spec.operations.values()].find((candidate) => candidate.method === request.method && candidate.pattern.test(route));
    return report(`curl sends ${request.method} ${route}, which is ${real ? real.id : 'no operation of the document'}, not ${candidates.map((c) => c.id).join(' or ')}`);
  }
  const label = `curl for ${operation.id}`;
  const match = operation.pattern.exec(route)!;
  const check = (parameter: Parameter, raw: string) => {
    const value = coerce(raw, parameter.type);
    if (!parameter.validate(value)) {
      for (const error of describeErrors(parameter.validate.errors, null)) report(`${label}: ${parameter.in} parameter ${parameter.name}=${raw}: ${error.message.replace(/^the body /, '')}`);
    }
  };
  operation.pathNames.forEach((name, index) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    if (parameter) check(parameter, decodeURIComponent(match[index + 1]!));
  });
  const query = [...url.searchParams.entries()];
  for (const [name, raw] of query) {
    const parameter = operation.parameters.find((p) => p.in === 'query' && p.name === name);
    if (!parameter) report(`${label}: query parameter ${name} is not in the document`);
    else check(parameter, raw);
  }
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required && !query.some(([name]) => name === parameter.name)) {
      report(`${label}: the required query parameter ${parameter.name} is missing`);
    }
  }
  const header = (name: string) => request.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  if (operation.secured && !/^Bearer\s+\S+$/.test(header('Authorization') ?? '')) report(`${label}: no "Authorization: Bearer <token>" header`);
  const json = operation.bodies.get('application/json');
  const multipart = operation.bodies.get('multipart/form-data');
  if (request.data !== undefined) {
    if (!json) return report(`${label}: sends -d, but the operation takes ${multipart ? 'multipart/form-data (-F)' : 'no body'}`);
    if (!/^application\/json\b/i.test(header('Content-Type') ?? '')) report(`${label}: a JSON body needs "Content-Type: application/json"`);
    if (request.data.startsWith('@')) return report(`${label}: write the JSON body inline so the check can read it`);
    let body: unknown;
    try {
      body = JSON.parse(request.data);
    } catch (error) {
      return report(`${label}: the -d body is not valid JSON: ${(error as Error).message}`);
    }
    if (!json.validate(body)) for (const error of describeErrors(json.validate.errors, null)) report(`${label}: body ${error.message}`);
  } else if (request.form.length > 0) {
    if (!multipart) return report(`${label}: sends -F, but the operation takes ${json ? 'a JSON body (-d)' : 'no body'}`);
    if (header('Content-Type')) report(`${label}: let curl set Content-Type for -F (it adds the multipart boundary)`);
    const properties = propertiesOf(multipart.schema);
    const fields: Record<string, unknown> = {};
    for (const [name, raw] of request.form) {
      const property = properties[name];
      const binary = isObject(property) && typeof property.contentMediaType === 'string';
      if (raw.startsWith('@')) {
        if (property !== undefined && !binary) report(`${label}: form field ${name} is a value, not a file (@)`);
        fields[name] = raw.slice(1).split(';')[0];
      } else {
        if (binary) report(`${label}: form field ${name} is a file: send it with ${name}=@path`);
        fields[name] = coerce(raw, isObject(property) && typeof property.type === 'string' ? property.type : undefined);
      }
    }
    if (!multipart.validate(fields)) for (const error of describeErrors(multipart.validate.errors, null)) report(`${label}: form ${error.message.replace(/^the body/, 'fields')}`);
  } else if (operation.bodyRequired) {
    report(`${label}: the operation needs a ${json ? 'JSON body (-d)' : 'form body (-F)'}`);
  }
}

/** Problems when the two locales of a page do not show the same examples. */
export function parityProblems(englishFile: string, english: string, japaneseFile: string, japanese: string): string[] {
  const en = examplesOf(english);
  const ja = examplesOf(japanese);
  const key = (example: Example) => `${example.kind}=${example.operations.join(',')} status=${example.status ?? ''} ${example.lang}\n${example.code.trim()}`;
  const problems: string[] = [];
  for (let i = 0; i < Math.max(en.length, ja.length); i += 1) {
    const a = en[i];
    const b = ja[i];
    if (a && b && key(a) === key(b)) continue;
    const where = `${a ? `${englishFile}:${a.line}` : `${englishFile} (no example ${i + 1})`} and ${b ? `${japaneseFile}:${b.line}` : `${japaneseFile} (no example ${i + 1})`}`;
    problems.push(`${where}: example ${i + 1} differs between the locales (the examples of a page must be the same in both)`);
    break;
  }
  return problems;
}

/** Operations whose page lacks a curl request, a JSON request (when the body is JSON and required) or a JSON success response. */
export function coverageProblems(spec: ApiSpec, file: string, slug: string, source: string): string[] {
  const examples = examplesOf(source);
  const problems: string[] = [];
  for (const operation of spec.operations.values()) {
    if (operation.page !== slug) continue;
    const mine = examples.filter((example) => example.operations.includes(operation.id));
    if (!mine.some((example) => example.kind === 'request' && SHELL.has(example.lang))) problems.push(`${file}: no curl example (bash request=${operation.id})`);
    if (operation.bodyRequired && operation.bodies.has('application/json') && !mine.some((example) => example.kind === 'request' && example.lang === 'json')) {
      problems.push(`${file}: no JSON request example (json request=${operation.id})`);
    }
    const jsonSuccess = [...operation.responses].filter(([status, validate]) => /^2/.test(status) && validate);
    if (jsonSuccess.length > 0 && !mine.some((example) => example.kind === 'response' && /^2/.test(example.status ?? ''))) {
      problems.push(`${file}: no success response example (json response=${operation.id} status=${jsonSuccess[0]![0]})`);
    }
  }
  return problems;
}
