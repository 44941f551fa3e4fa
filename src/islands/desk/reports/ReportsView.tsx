import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { DeskBranch } from '../../../lib/api/deskBookings.ts';
import { REPORTS_DEFAULT_DAYS, type ReportSection as Section, type ReportsResponse } from '../../../lib/api/deskReports.ts';
import { addDays, istToday } from '../../../lib/booking/istClock.ts';
import { occupancyPercent, reportsFileName } from '../../../lib/desk/reportsCsv.ts';
import { formatRupees } from '../../../lib/money.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { DayField } from '../DayField.tsx';
import { deskFile } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { useDeskQuery, useWhenAnswered } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { saveFile } from '../saveFile.ts';
import { CARD, HEADING, PRIMARY } from '../styles.ts';
import { useViewHeading } from '../useViewHeading.ts';
import { OccupancyHeatMap } from './OccupancyHeatMap.tsx';
import { FigureTable, ReportSection } from './ReportSection.tsx';
import { RevenueChart, type RevenueStep } from './RevenueChart.tsx';

interface Filter {
  branch: string;
  from: string;
  to: string;
}

/**
 * 'Reports' (owner): over some days in India (the last 30 when it opens, up to a year), for a
 * branch or all, how full each theatre was by hour (a heat map), the money by day, week or month
 * (bars), what was booked by occasion and plan, the coupons, the enquiries and leads that booked,
 * and the cancellations by cause; each section with its CSV. Its own chunk: the charts load only here.
 */
export function ReportsView() {
  const heading = useViewHeading();
  const { announce } = useDesk();
  const [initial] = useState<Filter>(() => {
    const today = istToday(Date.now());
    return { branch: '', from: addDays(today, -(REPORTS_DEFAULT_DAYS - 1)), to: today };
  });
  const [filter, setFilter] = useState(initial);
  const [shown, setShown] = useState(initial);
  const [step, setStep] = useState<RevenueStep>('days');
  const reports = useDeskQuery('reports', shown, { placeholderData: keepPreviousData });
  const whenAnswered = useWhenAnswered(reports);
  const exported = useMutation({
    mutationFn: (ask: Filter & { section: Section }) => deskFile('reportsExport', { ...ask }),
  });
  const branches = useOpenBranches(reports.data);
  const data = reports.isError ? undefined : reports.data;
  const busy = reports.isFetching;
  const refused = reports.error?.fields ?? {};
  const error = exported.error?.message || reports.error?.message || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    exported.reset();
    whenAnswered((r) => announce(`Reports of ${r.branch?.name ?? 'all branches'}, ${r.from} to ${r.to}, shown.`));
    if (JSON.stringify(filter) === JSON.stringify(shown)) void reports.refetch();
    else setShown(filter);
  };

  /** The section's file, of the days and branch the figures shown are of. */
  const csv = (section: Section) =>
    data &&
    (() => {
      const ask = { section, branch: data.branch?.id ?? '', from: data.from, to: data.to };
      exported.mutate(ask, {
        onSuccess: (file) => {
          saveFile(file, reportsFileName({ ...ask, branch: ask.branch || undefined }));
          announce('The section is exported as a CSV file.');
        },
      });
    });
  const sectionBusy = busy || exported.isPending;

  return (
    <section id="desk-reports" aria-labelledby="desk-reports-heading" aria-busy={busy} className="grid gap-6">
      <div>
        <h1 id="desk-reports-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Reports
        </h1>
        <p className="mt-2 text-neutral-700">
          How full the theatres were, the money, what was booked, and why bookings were cancelled, over up to a year of days in India.
        </p>
      </div>
      <form onSubmit={submit} aria-label="Show reports" className={`grid gap-4 ${CARD}`}>
        <div className="grid gap-4 sm:grid-cols-3">
          <BranchSelect
            id="desk-reports-branch"
            branches={branches}
            value={filter.branch}
            onChange={(e) => setFilter({ ...filter, branch: e.target.value })}
            allLabel="All branches"
          />
          <DayField
            id="desk-reports-from"
            label="From"
            value={filter.from}
            onChange={(from) => setFilter({ ...filter, from })}
            error={refused.from}
          />
          <DayField id="desk-reports-to" label="To" value={filter.to} onChange={(to) => setFilter({ ...filter, to })} error={refused.to} />
        </div>
        <div>
          <button type="submit" className={PRIMARY} disabled={busy}>
            {busy ? 'Counting…' : 'Show'}
          </button>
        </div>
      </form>
      <ErrorAlert text={error} />
      {reports.isPending && <p className="text-neutral-700">Counting…</p>}
      {data && <Sections data={data} step={step} onStep={setStep} csv={csv} busy={sectionBusy} />}
    </section>
  );
}

function Sections({
  data,
  step,
  onStep,
  csv,
  busy,
}: {
  data: ReportsResponse;
  step: RevenueStep;
  onStep: (s: RevenueStep) => void;
  csv: (section: Section) => (() => void) | undefined;
  busy: boolean;
}) {
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-bold text-neutral-900">
        {data.branch?.name ?? 'All branches'}, {data.from} to {data.to}
      </h2>
      <ReportSection
        id="desk-reports-occupancy"
        title="Occupancy"
        about="Slots booked of slots offered, by theatre and the hour a slot starts."
        onCsv={csv('occupancy')}
        busy={busy}
      >
        <OccupancyHeatMap occupancy={data.occupancy} />
      </ReportSection>
      <ReportSection
        id="desk-reports-revenue"
        title="Revenue"
        about="Net of refunds: paid online and at the venue, less what was refunded, by when the money moved."
        onCsv={csv(`revenue-${step}`)}
        busy={busy}
      >
        <RevenueChart revenue={data.revenue} step={step} onStep={onStep} />
      </ReportSection>
      <div className="grid gap-4 lg:grid-cols-2">
        {tablesOf(data).map((t) => (
          <ReportSection
            key={t.section}
            id={`desk-reports-${t.section}`}
            title={t.title}
            about={t.about}
            onCsv={csv(t.section)}
            busy={busy}
          >
            <FigureTable caption={t.title} head={t.head} rows={t.rows} />
          </ReportSection>
        ))}
      </div>
    </div>
  );
}

/** The sections read as tables, each ending with its total: what they count, their columns, their rows. */
function tablesOf({ bookings, coupons, leads, cancellations }: ReportsResponse) {
  const booked = (rows: ReportsResponse['bookings']['byPlan']) =>
    [...rows, bookings.total].map((g) => [g.name, g.bookings, formatRupees(g.value)]);
  return [
    {
      section: 'occasions',
      title: 'Bookings by occasion',
      about: 'Confirmed bookings whose slot is on these days.',
      head: ['Occasion', 'Bookings', 'Value'],
      rows: booked(bookings.byOccasion),
    },
    {
      section: 'plans',
      title: 'Bookings by plan',
      about: 'Combo plans by name; the rest theatre only.',
      head: ['Plan', 'Bookings', 'Value'],
      rows: booked(bookings.byPlan),
    },
    {
      section: 'coupons',
      title: 'Coupons',
      about: 'Used on confirmed bookings, and the discount given.',
      head: ['Coupon', 'Times', 'Discount'],
      rows: [...coupons.codes, coupons.total].map((c) => [c.code, c.times, formatRupees(c.discount)]),
    },
    {
      section: 'leads',
      title: 'Enquiries and leads',
      about: 'Received on these days, and how many of their phones went on to book and pay.',
      head: ['Kind', 'Received', 'Booked', '%'],
      rows: (
        [
          ['Enquiries', leads.enquiries],
          ['Leads', leads.leads],
          ['Total', leads.total],
        ] as const
      ).map(([kind, f]) => [kind, f.received, f.booked, occupancyPercent(f.booked, f.received)]),
    },
    {
      section: 'cancellations',
      title: 'Cancellations',
      about: 'Bookings cancelled on these days, by the reason given, and what was refunded online.',
      head: ['Reason', 'Cancelled', 'Refunded'],
      rows: [...cancellations.causes, cancellations.total].map((g) => [g.label, g.cancellations, formatRupees(g.refunded)]),
    },
  ] satisfies { section: Section; title: string; about: string; head: string[]; rows: (string | number)[][] }[];
}

/** The branches to choose from, as the last answer listed them (kept while the next is on its way). */
function useOpenBranches(answer: { branches: DeskBranch[] } | undefined): DeskBranch[] {
  const [branches, setBranches] = useState<DeskBranch[]>([]);
  useEffect(() => {
    if (answer) setBranches(answer.branches);
  }, [answer]);
  return branches;
}
