import { lazy, type ComponentType } from 'react';
import type { Permission } from '../../lib/desk/permissions.ts';

/**
 * A screen's code, loaded when the screen is first opened (its own chunk): the sign-in and the
 * desk's frame come first, and a role downloads only the screens it opens.
 */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const TodayView = screen(() => import('./TodayView.tsx'), 'TodayView');
const BookingsView = screen(() => import('./BookingsView.tsx'), 'BookingsView');
const PhoneBookingView = screen(() => import('./phone/PhoneBookingView.tsx'), 'PhoneBookingView');
const BlocksView = screen(() => import('./BlocksView.tsx'), 'BlocksView');
const LeadsView = screen(() => import('./LeadsView.tsx'), 'LeadsView');
const ContentView = screen(() => import('./content/ContentView.tsx'), 'ContentView');
const CatalogueView = screen(() => import('./content/CatalogueView.tsx'), 'CatalogueView');
const ImagesView = screen(() => import('./images/ImagesView.tsx'), 'ImagesView');
const HistoryView = screen(() => import('./content/HistoryView.tsx'), 'HistoryView');
const StaffView = screen(() => import('./StaffView.tsx'), 'StaffView');
const AuditView = screen(() => import('./AuditView.tsx'), 'AuditView');
const SettingsView = screen(() => import('./SettingsView.tsx'), 'SettingsView');
const PasswordView = screen(() => import('./PasswordView.tsx'), 'PasswordView');

/**
 * The desk's screens, in menu order: each shows only to a role that holds its permission (the
 * server refuses the calls of the others anyway). A new screen is one entry here; its address is
 * /desk#<id>. The first one a role may use opens after sign-in.
 */
export interface DeskScreen {
  id: string;
  label: string;
  permission: Permission;
  View: ComponentType;
}

export const DESK_SCREENS: readonly DeskScreen[] = [
  // The desk's home for everyone who works with bookings.
  { id: 'today', label: 'Today', permission: 'bookings.read', View: TodayView },
  { id: 'bookings', label: 'Bookings', permission: 'bookings.read', View: BookingsView },
  { id: 'phone', label: 'Phone booking', permission: 'bookings.manage', View: PhoneBookingView },
  { id: 'blocks', label: 'Blocked slots', permission: 'slots.block', View: BlocksView },
  { id: 'leads', label: 'Leads', permission: 'leads.read', View: LeadsView },
  // The editors' desk: the site's content as drafts until Publish.
  { id: 'content', label: 'Content', permission: 'content.edit', View: ContentView },
  { id: 'catalogue', label: 'Catalogue', permission: 'content.edit', View: CatalogueView },
  { id: 'images', label: 'Images', permission: 'content.edit', View: ImagesView },
  { id: 'history', label: 'History', permission: 'content.edit', View: HistoryView },
  { id: 'staff', label: 'Staff', permission: 'staff.manage', View: StaffView },
  { id: 'audit', label: 'Audit log', permission: 'audit.read', View: AuditView },
  { id: 'settings', label: 'Settings', permission: 'settings.edit', View: SettingsView },
  { id: 'password', label: 'My password', permission: 'account.self', View: PasswordView },
];

export const screensFor = (permissions: readonly Permission[]): DeskScreen[] =>
  DESK_SCREENS.filter((s) => permissions.includes(s.permission));
