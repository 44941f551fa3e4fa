import { Hono } from 'hono';
import { errorResponder } from '../http/errors.ts';
import { accountRoutes } from './accountRoutes.ts';
import { auditRoutes } from './auditRoutes.ts';
import { bookingActionRoutes } from './bookingActionRoutes.ts';
import { blockRoutes } from './blockRoutes.ts';
import { boardRoutes } from './boardRoutes.ts';
import { weekRoutes } from './weekRoutes.ts';
import { bookingPageRoutes } from './bookingPageRoutes.ts';
import { contentRoutes } from './contentRoutes.ts';
import type { DeskDeps } from './deskDeps.ts';
import { findRoutes } from './findRoutes.ts';
import { takingsRoutes } from './takingsRoutes.ts';
import { todaySummaryRoutes } from './todaySummaryRoutes.ts';
import { reportsRoutes } from './reportsRoutes.ts';
import { imageRoutes } from './imageRoutes.ts';
import { recordRoutes } from './recordRoutes.ts';
import { countRefusals } from './refusals.ts';
import { leadRoutes } from './leadRoutes.ts';
import { messageRoutes } from './messages/messageRoutes.ts';
import { gstRoutes } from './gstRoutes.ts';
import { originCheck } from './originCheck.ts';
import { phoneRoutes } from './phone/phoneRoutes.ts';
import { releaseRoutes } from './releaseRoutes.ts';
import { staffRoutes } from './staffRoutes.ts';
import { withWorkPriority } from '../db/workPriority.ts';

/**
 * The staff desk's API, mounted under /v1/desk/: a POST from another origin is refused first
 * (originCheck), then each call checks its session and permission (defineDeskCall); each such
 * refusal is counted in the audit log (countRefusals). Nothing it answers is kept by a browser or
 * a proxy (staff data, sessions). A new group of desk calls is one more `xRoutes(desk, deps)` line
 * here.
 */
export function deskApp(deps: DeskDeps): Hono {
  const desk = new Hono();
  desk.use('*', async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
  });
  // On the embedded database a customer's waiting query starts before the desk's (workPriority.ts).
  desk.use('*', (_c, next) => withWorkPriority('desk', next));
  desk.use('*', countRefusals(deps));
  desk.use('*', originCheck(deps.origins));
  accountRoutes(desk, deps);
  staffRoutes(desk, deps);
  auditRoutes(desk, deps);
  blockRoutes(desk, deps);
  leadRoutes(desk, deps);
  boardRoutes(desk, deps);
  weekRoutes(desk, deps);
  bookingPageRoutes(desk, deps);
  findRoutes(desk, deps);
  takingsRoutes(desk, deps);
  todaySummaryRoutes(desk, deps);
  reportsRoutes(desk, deps);
  bookingActionRoutes(desk, deps);
  phoneRoutes(desk, deps);
  releaseRoutes(desk, deps);
  contentRoutes(desk, deps);
  imageRoutes(desk, deps);
  recordRoutes(desk, deps);
  messageRoutes(desk, deps);
  gstRoutes(desk, deps);
  desk.onError(errorResponder(deps.clientAddress));
  return desk;
}
