import { useState } from 'react';
import type { ReportsResponse, RevenuePeriod } from '../../../lib/api/deskReports.ts';
import { formatRupees, formatSignedRupees } from '../../../lib/money.ts';
import { FigureTable } from './ReportSection.tsx';

type Revenue = ReportsResponse['revenue'];
export type RevenueStep = 'days' | 'weeks' | 'months';
const STEPS: { step: RevenueStep; label: string }[] = [
  { step: 'days', label: 'Day' },
  { step: 'weeks', label: 'Week' },
  { step: 'months', label: 'Month' },
];

const HEIGHT = 160;
const AXIS = 18;

/** A short label under a bar: '23' for a day, 'W48' for a week, 'Nov' for a month. */
function barLabel(p: RevenuePeriod, step: RevenueStep): string {
  if (step === 'days') return p.period.slice(8);
  if (step === 'weeks') return p.period.slice(5);
  return new Date(`${p.period}-01T00:00:00Z`).toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' });
}

/**
 * Net revenue as bars, by day, ISO week or month (a switch above), with zero as the base line and a
 * refund-heavy period below it; each bar's figures in its title, the total said in words, and the
 * periods as a table under it.
 */
export function RevenueChart({ revenue, step, onStep }: { revenue: Revenue; step: RevenueStep; onStep: (s: RevenueStep) => void }) {
  const rows = revenue[step];
  const top = Math.max(1, ...rows.map((p) => p.net));
  const bottom = Math.min(0, ...rows.map((p) => p.net));
  const span = top - bottom;
  const bar = Math.max(8, Math.min(40, Math.floor(600 / Math.max(1, rows.length))));
  const width = rows.length * bar;
  const zero = (top / span) * HEIGHT;
  const every = Math.ceil(rows.length / 12);
  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Revenue by</legend>
        {STEPS.map((s) => (
          <label
            key={s.step}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-neutral-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="radio" name="desk-reports-step" checked={step === s.step} onChange={() => onStep(s.step)} />
            {s.label}
          </label>
        ))}
      </fieldset>
      <p className="text-neutral-900">
        Net over these days: <strong className="tabular-nums">{formatSignedRupees(revenue.total.net)}</strong> (
        {formatRupees(revenue.total.online)} online, {formatRupees(revenue.total.venue)} at the venue, {formatRupees(revenue.total.refunds)}{' '}
        refunded)
      </p>
      {/* A phone scrolls a wide chart sideways: the box takes the focus, so the keys scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Revenue bars, scrolls sideways">
        <svg
          role="img"
          aria-labelledby="desk-reports-revenue-title"
          viewBox={`0 0 ${width} ${HEIGHT + AXIS}`}
          width={width}
          height={HEIGHT + AXIS}
          className="max-w-none font-sans"
        >
          <title id="desk-reports-revenue-title">
            {`Net revenue by ${STEPS.find((s) => s.step === step)!.label.toLowerCase()}, from ${formatSignedRupees(Math.min(...rows.map((p) => p.net)))} to ${formatSignedRupees(Math.max(...rows.map((p) => p.net)))}; the table below gives every figure.`}
          </title>
          <line x1={0} x2={width} y1={zero} y2={zero} stroke="#737373" />
          {rows.map((p, i) => {
            const h = (Math.abs(p.net) / span) * HEIGHT;
            return (
              <g key={p.period}>
                <rect
                  x={i * bar + 1}
                  y={p.net >= 0 ? zero - h : zero}
                  width={bar - 2}
                  height={Math.max(h, p.net === 0 ? 0 : 1)}
                  fill={p.net >= 0 ? '#b91c1c' : '#525252'}
                >
                  <title>{`${p.period}: net ${formatSignedRupees(p.net)}`}</title>
                </rect>
                {i % every === 0 && (
                  <text x={i * bar + bar / 2} y={HEIGHT + AXIS - 4} textAnchor="middle" fontSize="10" fill="#404040" aria-hidden="true">
                    {barLabel(p, step)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-neutral-900">Revenue as a table</summary>
        <FigureTable
          caption={`Revenue by ${step}`}
          head={['Period', 'Online', 'At the venue', 'Refunds', 'Net']}
          rows={[...rows, { ...revenue.total, period: 'Total' }].map((p) => [
            p.period,
            formatRupees(p.online),
            formatRupees(p.venue),
            formatRupees(p.refunds),
            formatSignedRupees(p.net),
          ])}
        />
      </details>
    </div>
  );
}
