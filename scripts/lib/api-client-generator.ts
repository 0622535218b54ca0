// Writes the Giving API client package's generated files from the API's OpenAPI document: the document itself
// (openapi.json), its types (src/schema.ts, by openapi-typescript) and one typed method per operation
// (src/operations.ts). The hand-written transport (src/client.ts) sends what the methods describe.
import openapiTS, { astToString } from 'openapi-typescript';

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean };
type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean };
  responses: Record<string, unknown>;
};
export type OpenApiDocument = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Operation>> };

const HEADER = '// Generated from the Goodhive Giving API\u2019s OpenAPI document by `npm run api-client:generate`. Do not edit.\n';

/** A doc comment of a summary and a description, safe to put in a comment. */
function docComment(op: Operation, indent: string): string {
  const text = [op.summary ? `${op.summary}.` : '', op.description ?? ''].filter(Boolean).join(' ').replaceAll('*/', '*\\/');
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if ((line + ' ' + word).trim().length > 110) {
      lines.push(line.trim());
      line = '';
    }
    line += ` ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`).join('\n')}\n${indent} */\n`;
}

/** src/operations.ts: a class whose methods are the document's operations, each typed from src/schema.ts. */
export function renderOperations(doc: OpenApiDocument): string {
  const methods: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const id = op.operationId;
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const idempotent = params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
      const success = Object.keys(op.responses).find((code) => code.startsWith('2'));
      if (!success) throw new Error(`${id} has no success answer`);
      const args: string[] = [];
      const call: string[] = [`method: '${method.toUpperCase()}'`, `path: '${path}'`];
      if (pathParams.length) {
        args.push(`path: PathParams<'${id}'>`);
        call.push('pathParams: path');
      }
      if (queryParams.length) {
        const required = queryParams.some((p) => p.required);
        args.push(`query${required ? '' : '?'}: QueryParams<'${id}'>`);
        call.push('query');
      }
      if (op.requestBody) {
        args.push(`body: RequestBody<'${id}'>`);
        call.push('body');
      }
      call.push(`idempotent: ${idempotent}`);
      args.push(`options?: ${idempotent ? 'WriteOptions' : 'RequestOptions'}`);
      methods.push(
        `${docComment(op, '  ')}  ${id}(${args.join(', ')}): Promise<SuccessBody<'${id}', ${success}>> {\n` +
          `    return this.send({ ${call.join(', ')} }, options);\n  }\n`,
      );
    }
  }
  return `${HEADER}import type { operations } from './schema.js';
import type { ApiCall, RequestOptions, WriteOptions } from './transport.js';

type Params<K extends keyof operations> = operations[K]['parameters'];
/** The path parameters of an operation. */
export type PathParams<K extends keyof operations> = NonNullable<Params<K>['path']>;
/** The query parameters of an operation. */
export type QueryParams<K extends keyof operations> = NonNullable<Params<K>['query']>;
/** The JSON body an operation takes. */
export type RequestBody<K extends keyof operations> = operations[K] extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
/** The JSON answer of an operation's success status. */
export type SuccessBody<K extends keyof operations, S extends number> = operations[K]['responses'] extends Record<S, { content: { 'application/json': infer R } }> ? R : never;

/** ${doc.info.title} ${doc.info.version}: one method per operation. */
export abstract class GivingApiOperations {
  protected abstract send<T>(call: ApiCall, options?: RequestOptions & WriteOptions): Promise<T>;

${methods.join('\n')}}
`;
}

/** Every generated file of the package, by its path inside the package. */
export async function renderClientFiles(doc: OpenApiDocument): Promise<Record<string, string>> {
  const schema = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]));
  return {
    'openapi.json': `${JSON.stringify(doc, null, 2)}\n`,
    'src/schema.ts': `${HEADER}${schema}`,
    'src/operations.ts': renderOperations(doc),
  };
}
