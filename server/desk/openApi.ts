import type { z } from 'zod';
import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { ErrorResponse } from '../../src/lib/api/envelope.ts';
import { wireJsonSchema } from '../../src/lib/api/encodeMoney.ts';
import { isMounted } from '../http/mountedCalls.ts';
import type { OpenApiPart } from '../routes/openapi.ts';
import { sessionCookieName } from './sessionCookie.ts';

const errorCodes: Record<string, string> = {
  '400': 'Bad input, or a rule said no; the message says which',
  '401': 'No desk session, or it has ended (signed out, timed out, the account disabled or its password reset); a refused sign-in',
  '403': "The role lacks the call's permission (x-permission), or a POST's Origin is not the site's",
  '404': 'No such thing',
  '409':
    'Already exists (a login), or in the way (a slot to block is booked, held or blocked: `conflicts` lists each), or the booking is no longer as the call expects (already paid in full, cancelled or marked; its price or what is left changed; the slot to move to taken meanwhile)',
  '413': 'The request body is too large',
  '415': 'The request body is not JSON',
  '429': 'Too many sign-in attempts (Retry-After)',
};

/** A GET's input as query parameters, one per property of its schema. */
function queryParameters(schema: z.ZodType): Record<string, unknown>[] {
  const json = wireJsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: true,
  description: 'The version of the record this save changes, as read ("3"): 412 with the record as it is now when it changed since',
  schema: { type: 'string' },
};

/** What a call takes: a GET's query, an upload's file (and query), a POST's JSON; a save's If-Match. */
function requestOf(call: (typeof deskCalls)[keyof typeof deskCalls]): Record<string, unknown> {
  const versioned = 'ifMatch' in call && call.ifMatch ? [IF_MATCH] : [];
  if (call.method === 'GET') return { parameters: [...queryParameters(call.request), ...versioned] };
  if ('upload' in call && call.upload)
    return {
      parameters: queryParameters(call.request),
      requestBody: {
        required: true,
        content: Object.fromEntries(call.upload.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
    };
  return {
    ...(versioned.length ? { parameters: versioned } : {}),
    requestBody: { required: false, content: { 'application/json': { schema: wireJsonSchema(call.request, 'input') } } },
  };
}

/** The desk's calls mounted on `desk`, for the API's OpenAPI document: each names its permission (`x-permission`). */
export function deskOpenApi(desk: Hono, secureCookie: boolean): OpenApiPart {
  const error = wireJsonSchema(ErrorResponse, 'output');
  const paths: OpenApiPart['paths'] = {};
  for (const [name, call] of Object.entries(deskCalls)) {
    if (!isMounted(desk, call)) continue;
    const responses: Record<string, unknown> = {
      '200': call.file
        ? { description: 'The file, as an attachment', content: { [call.file]: { schema: { type: 'string' } } } }
        : { description: 'OK', content: { 'application/json': { schema: wireJsonSchema(call.response, 'output') } } },
    };
    for (const [code, description] of Object.entries(errorCodes))
      responses[code] = { description, content: { 'application/json': { schema: error } } };
    paths[`${DESK_PREFIX}${call.path}`] = {
      [call.method.toLowerCase()]: {
        operationId: `desk.${name}`,
        summary: call.summary,
        tags: ['desk'],
        'x-permission': call.permission,
        ...(call.permission === 'public' ? {} : { security: [{ deskSession: [] }] }),
        ...requestOf(call),
        responses,
      },
    };
  }
  return { paths, securitySchemes: { deskSession: { type: 'apiKey', in: 'cookie', name: sessionCookieName(secureCookie) } } };
}
