import type { DeskRouteName } from './deskRoutes.ts';

/**
 * How the desk finds the branch a call is about, so that a staff member given some branches (not
 * all) is refused another branch's booking, slot or figures before the call does anything
 * (server/desk/branchScope.ts reads the call's input after its validation):
 *
 * - `booking`: the booking its `bookingId` names is at that branch (one that does not exist is
 *   left to the call's own 404);
 * - `theatre`: the theatre its `theatreId` names, when it names one;
 * - `branch`: one branch's screen (the board): a `branch` named must be theirs; without one, their
 *   first branch is shown;
 * - `branches`: a list or sums over branches (Find, Takings, today's summary, blocks): a
 *   `branch` named must be theirs; without one the call answers for their branches only;
 * - `none`: about no branch: one's own account, the owner's own screens (staff, settings, audit,
 *   reports), the site's content, the catalogue.
 *
 * Every call is in this table: its type asks for each name of deskRoutes.
 */
export type BranchScope = 'booking' | 'theatre' | 'branch' | 'branches' | 'none';

const NONE: readonly BranchScope[] = ['none'];
const BOOKING: readonly BranchScope[] = ['booking'];

/** By the call's name in deskRoutes. */
export const deskBranchScopes: Readonly<Record<DeskRouteName, readonly BranchScope[]>> = {
  signIn: NONE,
  signOut: NONE,
  me: NONE,
  changePassword: NONE,
  staffList: NONE,
  staffAdd: NONE,
  staffUpdate: NONE,
  staffDisable: NONE,
  staffEnable: NONE,
  staffReset: NONE,
  staffUnlock: NONE,
  auditList: NONE,
  blockList: ['theatre', 'branches'],
  blockSlots: ['theatre'],
  unblockSlots: ['theatre'],
  // The enquiries inbox is the business's: an enquiry names no branch, and a lead's theatre is
  // only what the customer was looking at when they left their number.
  leadList: NONE,
  leadMark: NONE,
  bookingMark: BOOKING,
  bookingRecordPayment: BOOKING,
  bookingVoidPayment: BOOKING,
  bookingSaleQuote: BOOKING,
  bookingAddSale: BOOKING,
  // The counter's menu and prices: the same at every branch.
  venueMenu: NONE,
  bookingRefundQuote: BOOKING,
  bookingCancel: BOOKING,
  bookingMoveSlots: BOOKING,
  // The booking's own branch, and the theatre it goes to.
  bookingMoveQuote: ['booking', 'theatre'],
  bookingMove: ['booking', 'theatre'],
  phoneOptions: NONE,
  phoneBooking: ['theatre'],
  phoneQuote: ['theatre'],
  phonePlans: ['theatre'],
  paymentLink: BOOKING,
  settingsRead: NONE,
  settingsRefundWindow: NONE,
  settingsRescheduleWindow: NONE,
  messageSettings: NONE,
  messageSettingsSave: NONE,
  gstSettings: NONE,
  gstSettingsSave: NONE,
  bookingGst: BOOKING,
  contentChanges: NONE,
  recordList: NONE,
  recordSave: NONE,
  recordRemove: NONE,
  imageList: NONE,
  imageUpload: NONE,
  history: NONE,
  historyRestore: NONE,
  board: ['branch'],
  boardRefresh: ['branch'],
  boardWeek: ['branch'],
  bookingPage: BOOKING,
  bookingPageRefresh: BOOKING,
  bookingNote: BOOKING,
  bookingMessages: BOOKING,
  bookingMessageResend: BOOKING,
  bookingList: ['branches'],
  bookingExport: ['branches'],
  takings: ['branches'],
  takingsExport: ['branches'],
  todaySummary: ['branches'],
  // The owner's alone: the owner works at every branch.
  reports: NONE,
  reportsExport: NONE,
  releaseStatus: NONE,
  releasePublish: NONE,
  releasePreview: NONE,
  releaseRollback: NONE,
};
