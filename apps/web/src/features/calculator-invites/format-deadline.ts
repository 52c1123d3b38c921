/** A deadline 'YYYY-MM-DD' as the language writes dates (read as UTC: a calendar date has no time zone). */
export function formatDeadline(date: string, lang: 'en' | 'de'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(parsed);
}
