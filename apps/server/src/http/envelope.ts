import { errorEnvelopeSchema } from '@goodhive/contract';

/**
 * The success envelope of every JSON answer: `{ status: 'success', message?, data }`.
 * The message is present only when one is given.
 */
export function ok<T>(data: T): { status: 'success'; data: T };
export function ok<T>(data: T, message: string): { status: 'success'; message: string; data: T };
export function ok<T>(data: T, message?: string): { status: 'success'; message?: string; data: T };
export function ok<T>(data: T, message?: string) {
  return message === undefined ? { status: 'success' as const, data } : { status: 'success' as const, message, data };
}

/**
 * The success envelope around a body a service already shaped: a list's `{ data, meta }`, or `{ message, data }`.
 * Its fields follow `status` as they come.
 */
export function okBody<B extends object>(body: B): { status: 'success' } & B {
  return { status: 'success' as const, ...body };
}

/** The error answers a route documents, for its OpenAPI response schemas: `{ 401: errorEnvelopeSchema, ... }`. */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof errorEnvelopeSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema])) as Record<C, typeof errorEnvelopeSchema>;
}
