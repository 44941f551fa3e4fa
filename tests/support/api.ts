import { expect, type APIRequestContext } from '@playwright/test';

/** Posts to a call of the booking API and answers its JSON, failing the test unless it is a 200. */
export async function api<T = any>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  const res = await request.post(`/v1/theatre/${path}`, { data });
  expect(res.ok(), `${path} answers 200`).toBe(true);
  return (await res.json()) as T;
}
