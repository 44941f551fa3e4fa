import type { z } from 'zod';
import { deskRoutes, type DeskRoute, type DeskRouteName } from './deskRoutes.ts';

/** A desk call (deskRoutes) with its schemas, as the table in deskCalls.ts lists them. */
export interface DeskCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends DeskRoute {
  request: Req;
  response: Res;
  summary: string;
  /** The answer is a file of this type (`response` its text), not the JSON envelope. */
  file?: 'text/csv';
  /** The body is a file of one of these types (`request` is then the query string), not JSON. */
  upload?: readonly string[];
  /** A save of an editor's record: it must name the version it changes in If-Match (412 when stale, 428 without). */
  ifMatch?: true;
  /**
   * Its JSON body may be as large as its schema accepts (largestJsonBytes, jsonSize.ts), above the
   * usual 64 KB: a record with rich texts, such as the three policies saved at once.
   */
  largeBody?: true;
}

/** One entry of the table: the route of that name, its schemas and its summary. */
export const call = <N extends DeskRouteName, Req extends z.ZodType, Res extends z.ZodType>(
  name: N,
  request: Req,
  response: Res,
  summary: string,
  o: Pick<DeskCall, 'file' | 'upload' | 'ifMatch' | 'largeBody'> = {},
): DeskCall<Req, Res> => ({
  ...deskRoutes[name],
  request,
  response,
  summary,
  ...o,
});
