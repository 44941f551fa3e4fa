import type { ReportsResponse } from '../../../lib/api/deskReports.ts';
import { occupancyPercent } from '../../../lib/desk/reportsCsv.ts';
import { FigureTable } from './ReportSection.tsx';

type Occupancy = ReportsResponse['occupancy'];

const CELL = 34;
const NAME = 96;
const HEAD = 22;

/** Darker for fuller; text dark on the light cells, white on the dark ones, so each label reads (contrast above 4.5). */
function shade(percent: number | undefined): { fill: string; text: string } {
  if (percent === undefined) return { fill: '#f5f5f5', text: '#525252' };
  if (percent >= 75) return { fill: '#7f1d1d', text: '#ffffff' };
  if (percent >= 50) return { fill: '#b91c1c', text: '#ffffff' };
  if (percent >= 25) return { fill: '#fca5a5', text: '#171717' };
  if (percent > 0) return { fill: '#fee2e2', text: '#171717' };
  return { fill: '#ffffff', text: '#525252' };
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Occupancy as a heat map: a row a theatre, a column an hour of the day a slot starts in, each cell
 * its percent booked written in it (a phone reads the number, not only the colour) and its figures
 * in a title; the same as a table under it for a screen reader or a careful look.
 */
export function OccupancyHeatMap({ occupancy }: { occupancy: Occupancy }) {
  const { hours, theatres } = occupancy;
  if (theatres.length === 0) return <p className="text-neutral-800">No theatre offered a slot on these days.</p>;
  const width = NAME + hours.length * CELL;
  const height = HEAD + theatres.length * CELL;
  return (
    <div className="grid gap-3">
      {/* A phone scrolls a wide chart sideways: the box takes the focus, so the keys scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Occupancy heat map, scrolls sideways">
        <svg
          role="img"
          aria-labelledby="desk-reports-heat-title"
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="max-w-none font-sans"
        >
          <title id="desk-reports-heat-title">
            Occupancy by theatre and hour: the percent of slots booked; the table below gives every figure.
          </title>
          {hours.map((h, i) => (
            <text key={h} x={NAME + i * CELL + CELL / 2} y={HEAD - 8} textAnchor="middle" fontSize="10" fill="#404040">
              {String(h).padStart(2, '0')}
            </text>
          ))}
          {theatres.map((t, r) => (
            <g key={t.theatre.id}>
              <text x={0} y={HEAD + r * CELL + CELL / 2 + 4} fontSize="11" fill="#171717">
                {t.theatre.name.length > 14 ? `${t.theatre.name.slice(0, 13)}…` : t.theatre.name}
              </text>
              {hours.map((h, i) => {
                const c = t.cells.find((x) => x.hour === h);
                const pct = c && c.offered > 0 ? Math.round((c.booked / c.offered) * 100) : undefined;
                const { fill, text } = shade(pct);
                return (
                  <g key={h}>
                    <rect
                      x={NAME + i * CELL + 1}
                      y={HEAD + r * CELL + 1}
                      width={CELL - 2}
                      height={CELL - 2}
                      rx={4}
                      fill={fill}
                      stroke="#d4d4d4"
                    >
                      <title>{`${t.theatre.name}, ${hourLabel(h)}: ${c ? `${c.booked} booked of ${c.offered} offered` : 'no slot'}`}</title>
                    </rect>
                    <text
                      x={NAME + i * CELL + CELL / 2}
                      y={HEAD + r * CELL + CELL / 2 + 4}
                      textAnchor="middle"
                      fontSize="10"
                      fill={text}
                      aria-hidden="true"
                    >
                      {pct === undefined ? (c ? String(c.booked) : '') : `${pct}`}
                    </text>
                  </g>
                );
              })}
            </g>
          ))}
        </svg>
      </div>
      <p className="text-xs text-neutral-700">Each cell: percent of the slots starting in that hour that were booked. Darker is fuller.</p>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-neutral-900">Occupancy as a table</summary>
        <FigureTable
          caption="Occupancy by theatre and hour"
          total={false}
          head={['Theatre, hour', 'Offered', 'Booked', '%']}
          rows={theatres.flatMap((t) =>
            t.cells.map((c) => [`${t.theatre.name}, ${hourLabel(c.hour)}`, c.offered, c.booked, occupancyPercent(c.booked, c.offered)]),
          )}
        />
      </details>
    </div>
  );
}
