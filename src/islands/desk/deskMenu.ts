import { lazy, type ComponentType } from 'react';
import type { Permission } from '../../lib/desk/permissions.ts';

/**
 * A screen's code, loaded when the screen is first opened (its own chunk): the sign-in and the
 * desk's frame come first, and a role downloads only the screens it opens. `preload` fetches it
 * ahead, while the session is still being checked, for the screen the desk is known to open on.
 */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => ({
  View: lazy(() => load().then((module) => ({ default: module[name] }))),
  preload: () => void load().catch(() => undefined),
});

const TodayScreen = screen(() => import('./TodayView.tsx'), 'TodayView');
const BookingsScreen = screen(() => import('./BookingsView.tsx'), 'BookingsView');
const PhoneBookingScreen = screen(() => import('./phone/PhoneBookingView.tsx'), 'PhoneBookingView');
const BlocksScreen = screen(() => import('./BlocksView.tsx'), 'BlocksView');
const LeadsScreen = screen(() => import('./LeadsView.tsx'), 'LeadsView');
const TakingsScreen = screen(() => import('./takings/TakingsView.tsx'), 'TakingsView');
const ContentScreen = screen(() => import('./content/ContentView.tsx'), 'ContentView');
const CatalogueScreen = screen(() => import('./content/CatalogueView.tsx'), 'CatalogueView');
const ImagesScreen = screen(() => import('./images/ImagesView.tsx'), 'ImagesView');
const HistoryScreen = screen(() => import('./content/HistoryView.tsx'), 'HistoryView');
const StaffScreen = screen(() => import('./StaffView.tsx'), 'StaffView');
const AuditScreen = screen(() => import('./AuditView.tsx'), 'AuditView');
const SettingsScreen = screen(() => import('./SettingsView.tsx'), 'SettingsView');
const PasswordScreen = screen(() => import('./PasswordView.tsx'), 'PasswordView');

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
  preload: () => void;
}

export const DESK_SCREENS: readonly DeskScreen[] = [
  // The desk's home for everyone who works with bookings.
  { id: 'today', label: 'Today', permission: 'bookings.read', ...TodayScreen },
  { id: 'bookings', label: 'Bookings', permission: 'bookings.read', ...BookingsScreen },
  { id: 'phone', label: 'Phone booking', permission: 'bookings.manage', ...PhoneBookingScreen },
  { id: 'blocks', label: 'Blocked slots', permission: 'slots.block', ...BlocksScreen },
  { id: 'leads', label: 'Leads', permission: 'leads.read', ...LeadsScreen },
  // The money, where the owner and the managers look after the bookings.
  { id: 'takings', label: 'Takings', permission: 'takings.read', ...TakingsScreen },
  { id: 'reports', label: 'Reports', permission: 'reports.read', ...screen(() => import('./reports/ReportsView.tsx'), 'ReportsView') },
  // The editors' desk: the site's content as drafts until Publish.
  { id: 'content', label: 'Content', permission: 'content.edit', ...ContentScreen },
  { id: 'catalogue', label: 'Catalogue', permission: 'content.edit', ...CatalogueScreen },
  { id: 'images', label: 'Images', permission: 'content.edit', ...ImagesScreen },
  { id: 'history', label: 'History', permission: 'content.edit', ...HistoryScreen },
  { id: 'staff', label: 'Staff', permission: 'staff.manage', ...StaffScreen },
  { id: 'audit', label: 'Audit log', permission: 'audit.read', ...AuditScreen },
  { id: 'settings', label: 'Settings', permission: 'settings.edit', ...SettingsScreen },
  { id: 'password', label: 'My password', permission: 'account.self', ...PasswordScreen },
];

export const screensFor = (permissions: readonly Permission[]): DeskScreen[] =>
  DESK_SCREENS.filter((s) => permissions.includes(s.permission));
