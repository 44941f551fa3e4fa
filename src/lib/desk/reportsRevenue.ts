import { UTCDateMini } from '@date-fns/utc';
import { getISOWeek } from 'date-fns/getISOWeek';
import { getISOWeekYear } from 'date-fns/getISOWeekYear';
import type { RevenuePeriod } from '../api/deskReports.ts';
import { addDays } from '../booking/istClock.ts';

/**
 * The Reports' revenue: the money that moved on each day of the range (paid online, paid at the
 * venue, refunded, as the Takings count it: src/lib/desk/takings.ts), and the same summed by ISO
 * week and by calendar month. Net is what came in less what went back. Paise.
 */

/** One India day's money, as the database sums it (server/repo/reports.ts). */
export interface DayMoney {
  day: string;
  onlinePaise: number;
  venuePaise: number;
  refundsPaise: number;
}

const empty = (period: string, from: string, to: string): RevenuePeriod => ({ period, from, to, online: 0, venue: 0, refunds: 0, net: 0 });

function add(p: RevenuePeriod, m: Omit<RevenuePeriod, 'period' | 'from' | 'to'>, day: string): void {
  p.online += m.online;
  p.venue += m.venue;
  p.refunds += m.refunds;
  p.net = p.online + p.venue - p.refunds;
  p.to = day;
}

/** '2026-W48': the ISO week (Monday to Sunday) a day is in, with the ISO year it belongs to. */
export function isoWeekOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new UTCDateMini(y, m - 1, d);
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`;
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Each day of the range (a quiet one with zeros), each week and month it touches, and the whole. */
export function sumRevenue(
  from: string,
  to: string,
  money: readonly DayMoney[],
): { days: RevenuePeriod[]; weeks: RevenuePeriod[]; months: RevenuePeriod[]; total: RevenuePeriod } {
  const byDay = new Map(money.map((m) => [m.day, m]));
  const days: RevenuePeriod[] = [];
  const weeks = new Map<string, RevenuePeriod>();
  const months = new Map<string, RevenuePeriod>();
  const total = empty(`${from} to ${to}`, from, to);
  for (const day of daysOf(from, to)) {
    const m = byDay.get(day);
    const figures = { online: m?.onlinePaise ?? 0, venue: m?.venuePaise ?? 0, refunds: m?.refundsPaise ?? 0, net: 0 };
    const row = empty(day, day, day);
    add(row, figures, day);
    days.push(row);
    for (const [periods, key] of [
      [weeks, isoWeekOf(day)],
      [months, day.slice(0, 7)],
    ] as const) {
      if (!periods.has(key)) periods.set(key, empty(key, day, day));
      add(periods.get(key)!, figures, day);
    }
    add(total, figures, day);
  }
  return { days, weeks: [...weeks.values()], months: [...months.values()], total };
}
