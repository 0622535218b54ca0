import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@goodhive/contract';
import { GIVING_API_OPENAPI_PATH } from '@goodhive/contract/texts';
import { apiRequest, apiRequestBare } from '../../../lib/api';

const keysKey = ['developers', 'keys'] as const;

/** GET /api/developers/keys: the company's API keys, revoked ones too. */
export const apiKeysQuery = () => queryOptions({ queryKey: keysKey, queryFn: () => apiRequest<ApiKey[]>('/developers/keys').then((r) => r.data), retry: false });

/** POST /api/developers/keys: the answer carries the secret, once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyInput) => apiRequest<CreatedApiKey>('/developers/keys', { method: 'POST', body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

/** POST /api/developers/keys/{id}/revoke. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiKey>(`/developers/keys/${id}/revoke`, { method: 'POST' }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

/** The parts of the Giving API's OpenAPI document the docs page shows. */
export type OpenApiParameter = { name: string; in: string; required?: boolean; description?: string; schema?: { type?: string; enum?: string[]; minimum?: number; maximum?: number; default?: unknown } };
export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description: string;
  'x-scopes': string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema; example?: unknown } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonSchema; example?: unknown } } }>;
};
export type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[]; description?: string; anyOf?: JsonSchema[]; minimum?: number; maximum?: number; maxLength?: number; default?: unknown; format?: string };
export type OpenApiDocument = { info: { title: string; version: string; description: string }; servers: { url: string }[]; paths: Record<string, Record<string, OpenApiOperation>> };

/** GET /api/public/v1/openapi.json: the document the docs page is drawn from (public). */
export const openApiQuery = () =>
  queryOptions({ queryKey: ['developers', 'openapi'], queryFn: () => apiRequestBare<OpenApiDocument>(GIVING_API_OPENAPI_PATH.replace(/^\/api/, ''), { auth: false }), staleTime: 5 * 60_000 });
