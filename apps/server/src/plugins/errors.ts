import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@goodhive/contract';
import { AppError, fieldErrors } from '../lib/errors.js';

/** One place that maps every failure to the JSON error envelope; no stack trace ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The failing route may already have chosen a file type and name (a CSV, a PDF, the web page): the envelope is JSON.
    reply.type('application/json; charset=utf-8').removeHeader('content-disposition');
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ status: 'error', message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ status: 'error', message: messages.validationFailed, errors: fieldErrors(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ status: 'error', message: messages.bodyTooLarge });
    if (status === 415) return reply.status(415).send({ status: 'error', message: messages.unsupportedMediaType });
    if (status === 429) return reply.status(429).send({ status: 'error', message: error.message });
    if (status === 400) {
      const isJson = error instanceof SyntaxError || /JSON/i.test(error.code ?? '') || /JSON/.test(error.message);
      return reply.status(400).send({ status: 'error', message: isJson ? messages.malformedJson : error.message });
    }
    if (status < 500) return reply.status(status).send({ status: 'error', message: error.message });
    const reference = crypto.randomUUID();
    request.log.error({ err: error, reference }, 'request failed');
    return reply.status(500).send({ status: 'error', message: messages.internal, reference });
  });
}
