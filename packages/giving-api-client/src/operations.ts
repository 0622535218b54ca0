// Generated from the Goodhive Giving API’s OpenAPI document by `npm run api-client:generate`. Do not edit.
import type { operations } from './schema.js';
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

/** Goodhive Giving API v1 (0.1.0): one method per operation. */
export abstract class GivingApiOperations {
  protected abstract send<T>(call: ApiCall, options?: RequestOptions & WriteOptions): Promise<T>;

  /**
   * List projects. The live projects the company may give to under the display conditions, with their impact
   * levels and prices, by title.
   */
  listProjects(query?: QueryParams<'listProjects'>, options?: RequestOptions): Promise<SuccessBody<'listProjects', 200>> {
    return this.send({ method: 'GET', path: '/projects', query, idempotent: false }, options);
  }

  /**
   * Read one project. A project and its impact levels; 404 for a project the company may not see (hidden, not live
   * or unknown).
   */
  getProject(path: PathParams<'getProject'>, options?: RequestOptions): Promise<SuccessBody<'getProject', 200>> {
    return this.send({ method: 'GET', path: '/projects/{id}', pathParams: path, idempotent: false }, options);
  }

  /**
   * Create a giving. Gives an impact level of a project (quantity units) or a story (quantity business moments),
   * paid at once with the company’s giving credit, token balance or primary card (payment: auto tries them in that
   * order). 201 with the paid giving; 402 when it could not be paid (the failed giving is kept and may be read). A
   * test key records it on the test ledger and never charges.
   */
  createGiving(body: RequestBody<'createGiving'>, options?: WriteOptions): Promise<SuccessBody<'createGiving', 201>> {
    return this.send({ method: 'POST', path: '/givings', body, idempotent: true }, options);
  }

  /**
   * Read one giving. A giving the company made through the API (or from a story’s business events), in the key’s
   * mode.
   */
  getGiving(path: PathParams<'getGiving'>, options?: RequestOptions): Promise<SuccessBody<'getGiving', 200>> {
    return this.send({ method: 'GET', path: '/givings/{id}', pathParams: path, idempotent: false }, options);
  }

  /**
   * List stories. The company’s stories, with what one business moment gives and how events are batched.
   */
  listStories(query?: QueryParams<'listStories'>, options?: RequestOptions): Promise<SuccessBody<'listStories', 200>> {
    return this.send({ method: 'GET', path: '/stories', query, idempotent: false }, options);
  }

  /**
   * Change how a story batches its events. batch_period day or month: events accepted from now on are given as one
   * giving per day or per month. Live keys only (a test key never changes live data). Live keys only.
   */
  updateStory(path: PathParams<'updateStory'>, body: RequestBody<'updateStory'>, options?: WriteOptions): Promise<SuccessBody<'updateStory', 200>> {
    return this.send({ method: 'PATCH', path: '/stories/{id}', pathParams: path, body, idempotent: true }, options);
  }

  /**
   * Record a business event. A business moment of an active story ("1 coffee sold"), accepted at once (202). The
   * story-events job gives each story’s events of a closed day or month (the story’s batch_period, in UTC) as one
   * giving: every line of the story times the events’ quantity, paid like a giving with payment auto.
   */
  recordStoryEvent(path: PathParams<'recordStoryEvent'>, body: RequestBody<'recordStoryEvent'>, options?: WriteOptions): Promise<SuccessBody<'recordStoryEvent', 202>> {
    return this.send({ method: 'POST', path: '/stories/{id}/events', pathParams: path, body, idempotent: true }, options);
  }

  /**
   * Record business events in a batch. Up to 1,000 business moments of an active story in one request, each as the
   * single call takes it, accepted all together or not at all (202). One Idempotency-Key covers the batch: a retry
   * with the same key and body answers the same events and records nothing again; the same key with another body
   * is 409. A bad event is 422 with its index in the field name (events.3.quantity). The events are given like
   * single ones, with the rest of their day or month. Bodies up to 256 kB.
   */
  recordStoryEvents(path: PathParams<'recordStoryEvents'>, body: RequestBody<'recordStoryEvents'>, options?: WriteOptions): Promise<SuccessBody<'recordStoryEvents', 202>> {
    return this.send({ method: 'POST', path: '/stories/{id}/events/batch', pathParams: path, body, idempotent: true }, options);
  }

  /**
   * Read impact totals. The company’s paid impact, all of it or between two days (inclusive), by project. A test
   * key reads the test ledger only.
   */
  getImpact(query?: QueryParams<'getImpact'>, options?: RequestOptions): Promise<SuccessBody<'getImpact', 200>> {
    return this.send({ method: 'GET', path: '/impact', query, idempotent: false }, options);
  }

  /**
   * Read impact history. The company’s paid contributions, newest first, paged. A test key reads the test ledger
   * only.
   */
  listImpactHistory(query?: QueryParams<'listImpactHistory'>, options?: RequestOptions): Promise<SuccessBody<'listImpactHistory', 200>> {
    return this.send({ method: 'GET', path: '/impact/history', query, idempotent: false }, options);
  }
}
