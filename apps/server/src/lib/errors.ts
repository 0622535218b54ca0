import { messages } from '@goodhive/contract';

/** The one error type services throw; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra fields an error answer carries beside the message (e.g. error '1'). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = messages.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) => new AppError(409, message, errors);
export const validationError = (errors: Record<string, string[]>, message: string = messages.validationFailed) =>
  new AppError(422, message, errors);
export const tooManyRequests = (message: string) => new AppError(429, message);

/** Turns zod issues into the per-field map of the API contract ({ field: [messages] }). */
export function fieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (out[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return out;
}
