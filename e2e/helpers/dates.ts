// Calendar dates at the campsite for the browser tests. Stays are calendar dates in Europe/Vienna,
// so "today" is the campsite's today, whatever the machine's time zone.

/** The campsite's date `offset` days from today (Europe/Vienna), as YYYY-MM-DD. */
export const viennaDate = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};

/** Day `day` of the month `month` (any date of it, YYYY-MM-DD). */
export const dayOf = (month: string, day: number) =>
  `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
