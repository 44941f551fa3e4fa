/** A calendar day as the desk shows it: 'Tue, 1 Dec 2026' (the day itself, whatever the device's zone). */
const DAY = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

export const dayLabel = (date: string): string => {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(at) ? date : DAY.format(at);
};

/** An instant in India's time: '22 Nov 2026, 10:30 am'. */
const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

export const istTime = (iso: string): string => IST.format(new Date(iso));
