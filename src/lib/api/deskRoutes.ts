import type { Permission } from '../desk/permissions.ts';

/**
 * The staff desk's calls under DESK_PREFIX, with the permission each needs (src/lib/desk/permissions.ts):
 * the server refuses a call without a session (401) or without its permission (403) before reading
 * its body. `public` is the sign-in alone. No schema here: the desk's island imports this table,
 * `desk.ts` pairs each entry with its schemas for the server and the OpenAPI document.
 *
 * GET calls read (their input is the query string); POST calls change something and must come from
 * the site's own origin (the Origin header is checked).
 */
export interface DeskRoute {
  /** Path under DESK_PREFIX. */
  path: string;
  method: 'GET' | 'POST';
  permission: Permission | 'public';
  /**
   * The call is not the staff member's doing (a screen refreshing itself), so it does not keep the
   * session alive: a desk left open and unattended still ends after the idle time.
   */
  passive?: true;
}

const get = (path: string, permission: DeskRoute['permission'], o: Pick<DeskRoute, 'passive'> = {}): DeskRoute => ({
  path,
  method: 'GET',
  permission,
  ...o,
});
const post = (path: string, permission: DeskRoute['permission']): DeskRoute => ({ path, method: 'POST', permission });

export const deskRoutes = {
  signIn: post('sign-in', 'public'),
  signOut: post('sign-out', 'account.self'),
  me: get('me', 'account.self'),
  changePassword: post('password', 'account.self'),
  staffList: get('staff', 'staff.manage'),
  staffAdd: post('staff/add', 'staff.manage'),
  staffUpdate: post('staff/update', 'staff.manage'),
  staffDisable: post('staff/disable', 'staff.manage'),
  staffEnable: post('staff/enable', 'staff.manage'),
  staffReset: post('staff/reset', 'staff.manage'),
  staffUnlock: post('staff/unlock', 'staff.manage'),
  auditList: get('audit', 'audit.read'),
  blockList: get('blocks', 'slots.block'),
  blockSlots: post('blocks/add', 'slots.block'),
  unblockSlots: post('blocks/remove', 'slots.block'),
  leadList: get('leads', 'leads.read'),
  leadMark: post('leads/mark', 'leads.read'),
  bookingMark: post('bookings/mark', 'bookings.manage'),
  bookingRecordPayment: post('bookings/record-payment', 'bookings.manage'),
  bookingVoidPayment: post('bookings/void-payment', 'payments.void'),
  bookingSaleQuote: post('bookings/sale-quote', 'bookings.manage'),
  bookingAddSale: post('bookings/add-sale', 'bookings.manage'),
  venueMenu: get('bookings/venue-menu', 'bookings.manage'),
  bookingRefundQuote: get('bookings/refund-quote', 'bookings.refund'),
  bookingCancel: post('bookings/cancel', 'bookings.refund'),
  bookingMoveSlots: get('bookings/move-slots', 'bookings.manage'),
  bookingMoveQuote: get('bookings/move-quote', 'bookings.manage'),
  bookingMove: post('bookings/move', 'bookings.manage'),
  phoneOptions: get('bookings/phone-options', 'bookings.manage'),
  phoneBooking: post('bookings/phone', 'bookings.manage'),
  paymentLink: post('bookings/payment-link', 'bookings.manage'),
  phoneQuote: post('bookings/phone-quote', 'bookings.manage'),
  phonePlans: get('bookings/phone-plans', 'bookings.manage'),
  settingsRead: get('settings', 'settings.edit'),
  settingsRefundWindow: post('settings/refund-window', 'settings.edit'),
  settingsRescheduleWindow: post('settings/reschedule-window', 'settings.edit'),
  messageSettings: get('settings/messages', 'settings.edit'),
  messageSettingsSave: post('settings/messages/save', 'settings.edit'),
  gstSettings: get('settings/gst', 'settings.edit'),
  gstSettingsSave: post('settings/gst/save', 'settings.edit'),
  bookingGst: get('bookings/gst', 'bookings.read'),
  contentChanges: get('content/changes', 'content.edit'),
  recordList: get('records', 'content.edit'),
  recordSave: post('records/save', 'content.edit'),
  recordRemove: post('records/remove', 'content.edit'),
  imageList: get('images', 'content.edit'),
  imageUpload: post('images/upload', 'content.edit'),
  history: get('history', 'content.edit'),
  historyRestore: post('history/restore', 'content.edit'),
  board: get('board', 'bookings.read'),
  boardRefresh: get('board/refresh', 'bookings.read', { passive: true }),
  boardWeek: get('board/week', 'bookings.read'),
  bookingPage: get('bookings/page', 'bookings.read'),
  bookingPageRefresh: get('bookings/page/refresh', 'bookings.read', { passive: true }),
  bookingNote: post('bookings/note', 'bookings.manage'),
  // The page reads its messages again every few seconds while it is on screen: not the staff's doing.
  bookingMessages: get('bookings/messages', 'bookings.read', { passive: true }),
  bookingMessageResend: post('bookings/messages/resend', 'bookings.manage'),
  bookingList: get('bookings', 'bookings.read'),
  bookingExport: get('bookings/export', 'bookings.read'),
  takings: get('takings', 'takings.read'),
  takingsExport: get('takings/export', 'takings.read'),
  todaySummary: get('today-summary', 'takings.read', { passive: true }),
  reports: get('reports', 'reports.read'),
  reportsExport: get('reports/export', 'reports.read'),
  // The desk asks it again and again while a build runs: a screen refreshing itself.
  releaseStatus: get('releases', 'content.edit', { passive: true }),
  releasePublish: post('releases/publish', 'content.edit'),
  releasePreview: post('releases/preview', 'content.edit'),
  releaseRollback: post('releases/rollback', 'content.edit'),
} satisfies Record<string, DeskRoute>;

export type DeskRouteName = keyof typeof deskRoutes;

/** Prefix of every desk path, on whatever origin serves the API. */
export const DESK_PREFIX = '/v1/desk/';
