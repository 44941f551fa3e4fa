import type { ComponentType } from 'react';
import type { Permission } from '../../lib/desk/permissions.ts';
import { AuditView } from './AuditView.tsx';
import { BlocksView } from './BlocksView.tsx';
import { BookingsView } from './BookingsView.tsx';
import { CatalogueView } from './content/CatalogueView.tsx';
import { ContentView } from './content/ContentView.tsx';
import { HistoryView } from './content/HistoryView.tsx';
import { ImagesView } from './images/ImagesView.tsx';
import { LeadsView } from './LeadsView.tsx';
import { PasswordView } from './PasswordView.tsx';
import { PhoneBookingView } from './phone/PhoneBookingView.tsx';
import { SettingsView } from './SettingsView.tsx';
import { StaffView } from './StaffView.tsx';
import { TodayView } from './TodayView.tsx';

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
