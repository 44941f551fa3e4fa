import type { z } from 'zod';
import { EmptyBody } from './envelope.ts';
import { deskRoutes, type DeskRoute, type DeskRouteName } from './deskRoutes.ts';
import * as D from './desk.ts';
import * as B from './deskBlocks.ts';
import * as L from './deskLeads.ts';

/**
 * Every desk call with its schemas: the server's validation (the query string of a GET, the body of
 * a POST) and the OpenAPI document are made from this table.
 */
export interface DeskCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends DeskRoute {
  request: Req;
  response: Res;
  summary: string;
}

const call = <N extends DeskRouteName, Req extends z.ZodType, Res extends z.ZodType>(
  name: N,
  request: Req,
  response: Res,
  summary: string,
): DeskCall<Req, Res> => ({
  ...deskRoutes[name],
  request,
  response,
  summary,
});

export const deskCalls = {
  signIn: call('signIn', D.SignInRequest, D.SessionResponse, 'Staff sign-in: sets the session cookie'),
  signOut: call('signOut', EmptyBody, D.SignOutResponse, 'Ends this session and clears its cookie'),
  me: call('me', EmptyBody, D.SessionResponse, 'Who is signed in, and what they may do'),
  changePassword: call(
    'changePassword',
    D.ChangePasswordRequest,
    D.DeskMessageResponse,
    'Change your own password; your other sessions end',
  ),
  staffList: call('staffList', EmptyBody, D.StaffListResponse, 'Every staff account'),
  staffAdd: call('staffAdd', D.AddStaffRequest, D.StaffMemberResponse, 'Add a staff account'),
  staffDisable: call('staffDisable', D.StaffIdRequest, D.StaffMemberResponse, 'Disable a staff account; its sessions end'),
  staffEnable: call('staffEnable', D.StaffIdRequest, D.StaffMemberResponse, 'Enable a disabled staff account'),
  staffReset: call('staffReset', D.ResetPasswordRequest, D.StaffMemberResponse, "Set a staff account's password; its sessions end"),
  auditList: call('auditList', D.AuditListRequest, D.AuditListResponse, 'The audit log, newest first, filtered and paged'),
  blockList: call('blockList', B.BlockListRequest, B.BlockListResponse, 'Blocked slots of some days, and the slots to block'),
  blockSlots: call(
    'blockSlots',
    B.BlockRequest,
    B.BlocksResponse,
    "Block a theatre's slots on some days: all of them, or none when one is booked, held or blocked (409 lists them)",
  ),
  unblockSlots: call('unblockSlots', B.UnblockRequest, B.BlocksResponse, 'Lift the blocks on those slots and days'),
  leadList: call('leadList', L.LeadListRequest, L.LeadListResponse, 'Enquiries and leads, newest first, filtered and paged'),
  leadMark: call('leadMark', L.LeadMarkRequest, L.LeadMarkResponse, 'Mark an enquiry or a lead contacted or closed, with a note'),
} satisfies Record<DeskRouteName, DeskCall>;

export type DeskCalls = typeof deskCalls;
export type DeskCallName = keyof DeskCalls;
export type DeskRequestOf<N extends DeskCallName> = z.input<DeskCalls[N]['request']>;
export type DeskResponseOf<N extends DeskCallName> = z.output<DeskCalls[N]['response']>;
