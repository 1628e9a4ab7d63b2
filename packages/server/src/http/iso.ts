/** A database timestamp as the API sends it: an ISO string (null stays null). */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A moment as the school reads it, in its time zone: HH:mm DD/MM/YYYY (SPEC §5's display). */
export function localTime(value: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(value))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}`;
}
