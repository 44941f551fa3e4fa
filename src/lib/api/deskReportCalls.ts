import { call } from './deskCall.ts';
import { CsvFile } from './deskBookings.ts';
import * as X from './deskReports.ts';

/** The owner's Reports (deskReports.ts), a part of the table in deskCalls.ts. */
export const deskReportCalls = {
  reports: call(
    'reports',
    X.ReportsRequest,
    X.ReportsResponse,
    'Reports of up to 366 days in India (the last 30 by default), for a branch or all: occupancy by theatre and hour, revenue by day, ISO week and month (net of refunds), bookings by occasion and plan, coupons and their discount, enquiries and leads that booked, cancellations by cause',
  ),
  reportsExport: call(
    'reportsExport',
    X.ReportsExportRequest,
    CsvFile,
    'One section of the Reports as a CSV file (UTF-8 with a byte order mark), of the same days and branch',
    { file: 'text/csv' },
  ),
};
