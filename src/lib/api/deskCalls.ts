import type { z } from 'zod';
import { EmptyBody } from './envelope.ts';
import { call, type DeskCall } from './deskCall.ts';
import { deskMessageCalls } from './deskMessageCalls.ts';
import { deskReportCalls } from './deskReportCalls.ts';
import { deskGstCalls } from './deskGstCalls.ts';
import { deskSaleCalls } from './deskSaleCalls.ts';
import { deskPhoneCalls } from './deskPhoneCalls.ts';
import { deskWeekCalls } from './deskWeekCalls.ts';
import type { DeskRouteName } from './deskRoutes.ts';
import * as D from './desk.ts';
import * as Y from './deskToday.ts';
import * as U from './deskAudit.ts';
import * as A from './deskActions.ts';
import * as B from './deskBlocks.ts';
import * as K from './deskBookings.ts';
import * as L from './deskLeads.ts';
import * as P from './deskPhoneBookings.ts';
import * as R from './deskReleases.ts';
import * as E from './deskContent.ts';
import * as I from './deskImages.ts';
import * as M from './deskRecords.ts';
import * as T from './deskTakings.ts';

/**
 * Every desk call with its schemas: the server's validation (the query string of a GET, the body of
 * a POST) and the OpenAPI document are made from this table.
 */
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
  staffUpdate: call(
    'staffUpdate',
    D.UpdateStaffRequest,
    D.StaffMemberResponse,
    "Change a staff account's name, login, role and branches (409 when the login is another account's); applies from their next call",
  ),
  staffDisable: call('staffDisable', D.StaffIdRequest, D.StaffMemberResponse, 'Disable a staff account; its sessions end'),
  staffEnable: call('staffEnable', D.StaffIdRequest, D.StaffMemberResponse, 'Enable a disabled staff account'),
  staffReset: call('staffReset', D.ResetPasswordRequest, D.StaffMemberResponse, "Set a staff account's password; its sessions end"),
  staffUnlock: call(
    'staffUnlock',
    D.StaffIdRequest,
    D.StaffMemberResponse,
    'Lift the lock that failed sign-ins put on a staff account: it signs in again from any device',
  ),
  auditList: call(
    'auditList',
    U.AuditListRequest,
    U.AuditListResponse,
    'The audit log, newest first, by person, action and days in India, each entry as a sentence; older pages by the cursor `before`',
  ),
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
  bookingMark: call('bookingMark', A.MarkVenueRequest, A.ActionResponse, 'Mark a confirmed booking arrived, completed or no-show'),
  bookingRecordPayment: call(
    'bookingRecordPayment',
    A.RecordPaymentRequest,
    A.ActionResponse,
    'Record money paid at the venue: any part of what is left, in one method or several (cash, UPI, card); its invoice is made again; 409 when what is left changed or nothing is',
  ),
  bookingVoidPayment: call(
    'bookingVoidPayment',
    A.VoidPaymentRequest,
    A.ActionResponse,
    'Void a payment recorded at the venue in error, with the reason: it counts nowhere and the invoice is made again; 409 when already voided',
  ),
  bookingRefundQuote: call(
    'bookingRefundQuote',
    A.BookingIdRequest,
    A.RefundQuoteResponse,
    'What Cancel and refund would refund online now',
  ),
  bookingCancel: call(
    'bookingCancel',
    A.CancelRequest,
    A.ActionResponse,
    'Cancel a confirmed booking and refund an amount online (once); the slot is free at once; 409 when cancelled already',
  ),
  bookingMoveSlots: call(
    'bookingMoveSlots',
    A.MoveSlotsRequest,
    A.MoveSlotsResponse,
    "Every theatre's slots on a day, free or not, for a move",
  ),
  bookingMoveQuote: call('bookingMoveQuote', A.MoveQuoteRequest, A.MoveQuoteResponse, 'The booking priced for another slot or theatre'),
  bookingMove: call(
    'bookingMove',
    A.MoveRequest,
    A.ActionResponse,
    'Move a booking to another free slot or theatre, priced again; the difference is left to collect or refunded',
  ),
  phoneOptions: call(
    'phoneOptions',
    EmptyBody,
    P.PhoneOptionsResponse,
    'What a booking taken by phone can hold: occasions, cakes, add-ons',
  ),
  phoneBooking: call(
    'phoneBooking',
    P.PhoneBookingRequest,
    P.PhoneBookingResponse,
    "A booking taken by phone or WhatsApp, priced and held as the site's; 409 when the slot is not free",
  ),
  paymentLink: call(
    'paymentLink',
    P.PaymentLinkRequest,
    P.PaymentLinkResponse,
    "A phone booking's payment link (the PhonePe pay page, open an hour) and a WhatsApp message with it; the same link while it is open",
  ),
  settingsRead: call('settingsRead', EmptyBody, A.SettingsResponse, "The business's settings"),
  settingsRefundWindow: call(
    'settingsRefundWindow',
    A.RefundWindowRequest,
    A.SettingsResponse,
    'Set the refund window (hours before the slot)',
  ),
  settingsRescheduleWindow: call(
    'settingsRescheduleWindow',
    A.RescheduleWindowRequest,
    A.SettingsResponse,
    'Set until how many hours before the slot customers may reschedule their own booking',
  ),
  contentChanges: call('contentChanges', EmptyBody, E.PendingChangesResponse, 'What Publish would change, page by page'),
  recordList: call('recordList', M.RecordListRequest, M.RecordListResponse, "A kind's records (?kind=), live and as drafts, with versions"),
  recordSave: call(
    'recordSave',
    M.RecordSaveRequest,
    M.RecordResponse,
    "A record's fields as a draft, or a new record without an id (If-Match: its version; 412 when someone saved it since); live after the next Publish",
    { ifMatch: true, largeBody: true },
  ),
  recordRemove: call(
    'recordRemove',
    M.RecordRemoveRequest,
    M.RecordResponse,
    'Remove a record at the next Publish (If-Match: its version)',
    {
      ifMatch: true,
    },
  ),
  imageList: call('imageList', I.ImageListRequest, I.ImageListResponse, 'The images uploaded at the desk, newest first, paged'),
  imageUpload: call(
    'imageUpload',
    I.ImageUploadRequest,
    I.ImageResponse,
    'Upload an image: the file itself is the body (JPEG, PNG or WebP, at most 15 MB, checked by its bytes) and its alt text the query (?alt=); stored re-encoded without its metadata (400, 413, 415 say what to fix)',
    { upload: I.IMAGE_TYPES },
  ),
  history: call('history', E.HistoryRequest, E.HistoryResponse, 'Every change of the content, newest first: one record, one kind, or all'),
  historyRestore: call(
    'historyRestore',
    E.RestoreRequest,
    E.RestoreResponse,
    "Save an earlier version of a record as its draft (If-Match: the record's version now)",
    { ifMatch: true },
  ),
  board: call(
    'board',
    K.BoardRequest,
    K.BoardResponse,
    "The day board: a branch's theatres and their slots of a day, free, held, booked or blocked",
  ),
  boardRefresh: call(
    'boardRefresh',
    K.BoardRequest,
    K.BoardResponse,
    "The day board again, for the board's own refresh: it does not keep the session alive",
  ),
  bookingPage: call(
    'bookingPage',
    K.BookingPageRequest,
    K.BookingPageResponse,
    "A booking's page: details, payments, history, invoice, notes",
  ),
  bookingPageRefresh: call(
    'bookingPageRefresh',
    K.BookingPageRequest,
    K.BookingPageResponse,
    "A booking's page again, for its own refresh while a payment is open: it does not keep the session alive",
  ),
  bookingNote: call(
    'bookingNote',
    K.BookingNoteRequest,
    K.BookingNoteResponse,
    'Add a staff note to a booking; answers its notes, newest first',
  ),
  bookingList: call(
    'bookingList',
    K.BookingListRequest,
    K.BookingListResponse,
    'Find bookings by phone, name or order id, days, branch and status, paged',
  ),
  bookingExport: call(
    'bookingExport',
    K.BookingExportRequest,
    K.CsvFile,
    "Find's list as a CSV file (UTF-8 with a byte order mark); 400 when it holds more than 5000 bookings",
    { file: 'text/csv' },
  ),
  takings: call(
    'takings',
    T.TakingsRequest,
    T.TakingsResponse,
    'Takings of a day or of up to 92 days in India (today by default), per branch and in total: online, cash, UPI, card, refunds, net, to collect (no-shows apart), bookings',
  ),
  todaySummary: call(
    'todaySummary',
    EmptyBody,
    Y.TodaySummaryResponse,
    "Today in India across every open branch: each branch's slots booked, free, held and blocked, and its money of today as the Takings count it",
  ),
  takingsExport: call(
    'takingsExport',
    T.TakingsRequest,
    K.CsvFile,
    'The same takings as a CSV file (UTF-8 with a byte order mark): a row per branch, the total last',
    { file: 'text/csv' },
  ),
  releaseStatus: call(
    'releaseStatus',
    EmptyBody,
    R.ReleaseStatusResponse,
    "The site's build in progress (stage, pages done), the live release, the last five to roll back to",
  ),
  releasePublish: call(
    'releasePublish',
    EmptyBody,
    R.ReleaseResponse,
    'Build the site with the drafts and make it live; waits for a build in progress, and one build serves every Publish asked meanwhile',
  ),
  releasePreview: call(
    'releasePreview',
    EmptyBody,
    R.ReleaseResponse,
    'Build the site with the drafts for the desk only (shown at /desk/preview/); nothing goes live',
  ),
  releaseRollback: call(
    'releaseRollback',
    R.RollbackRequest,
    R.ReleaseResponse,
    'Make one of the last five publishes live again, its pages and content; 409 while a build runs',
  ),
  ...deskMessageCalls,
  ...deskReportCalls,
  ...deskGstCalls,
  ...deskSaleCalls,
  ...deskPhoneCalls,
  ...deskWeekCalls,
} satisfies Record<DeskRouteName, DeskCall>;

export type { DeskCall };
export type DeskCalls = typeof deskCalls;
export type DeskCallName = keyof DeskCalls;
export type DeskRequestOf<N extends DeskCallName> = z.input<DeskCalls[N]['request']>;
export type DeskResponseOf<N extends DeskCallName> = z.output<DeskCalls[N]['response']>;
