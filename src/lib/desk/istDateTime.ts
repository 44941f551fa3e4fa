const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });

/** A moment as the desk writes it, on India's clock wherever the server is: '22 Nov 2026, 10:35:12 am'. */
export const istDateTime = (at: Date | string): string => IST.format(new Date(at));
