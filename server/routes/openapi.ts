import { z } from 'zod';
import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { ErrorResponse } from '../../src/lib/api/envelope.ts';
import { wireJsonSchema } from '../../src/lib/api/encodeMoney.ts';
import { isMounted } from '../http/mountedCalls.ts';

const errorCodes: Record<string, string> = {
  '400': 'Bad input or a business rule said no; the message says which',
  '401': 'No or bad token',
  '403': 'Not yours',
  '404': 'No such thing',
  '405': 'This path takes another method (see Allow)',
  '406': 'The slot is no longer available',
  '409': 'A payment of the booking is open: it cannot change until that payment is paid, declined or lapses',
  '413': 'The request body is too large',
  '415': 'The request body is not JSON',
  '429': 'Too many requests',
};

/** Calls under another prefix (the staff desk's), described by their own module. */
export interface OpenApiPart {
  paths: Record<string, Record<string, unknown>>;
  securitySchemes: Record<string, unknown>;
}

/**
 * The OpenAPI 3.1 document of the calls `app` answers (those mounted with defineCall), made from the
 * same schemas the server validates with: a call of the contract not built yet is not advertised.
 * `parts` add the calls of other prefixes.
 */
export function openApiDocument(app: Hono, parts: (() => OpenApiPart)[] = []): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const error = z.toJSONSchema(ErrorResponse, { io: 'output', unrepresentable: 'any' });
  for (const [name, call] of Object.entries(calls)) {
    if (!isMounted(app, call)) continue;
    const responses: Record<string, unknown> = {
      '200': {
        description: 'OK',
        content: { 'application/json': { schema: wireJsonSchema(call.response, 'output') } },
      },
    };
    for (const [code, description] of Object.entries(errorCodes)) {
      responses[code] = { description, content: { 'application/json': { schema: error } } };
    }
    paths[`${API_PREFIX}${call.path}`] = {
      [call.method.toLowerCase()]: {
        operationId: name,
        summary: call.summary,
        ...(call.auth ? { security: [{ bearer: [] }] } : {}),
        ...(call.method === 'POST'
          ? {
              requestBody: {
                required: false,
                content: { 'application/json': { schema: wireJsonSchema(call.request, 'input') } },
              },
            }
          : {}),
        responses,
      },
    };
  }
  let securitySchemes: Record<string, unknown> = { bearer: { type: 'http', scheme: 'bearer' } };
  for (const part of parts.map((make) => make())) {
    Object.assign(paths, part.paths);
    securitySchemes = { ...securitySchemes, ...part.securitySchemes };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Private theatre booking API', version: '1.0.0' },
    components: { securitySchemes },
    paths,
  };
}

/** Serves the document, made on first request so that calls mounted after this route are in it. */
export function openApiRoute(app: Hono, parts: (() => OpenApiPart)[] = []): void {
  let doc: Record<string, unknown> | undefined;
  app.get('/openapi.json', (c) => c.json((doc ??= openApiDocument(app, parts))));
}
