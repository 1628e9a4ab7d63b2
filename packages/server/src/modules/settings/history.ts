import type { SettingSection } from '@saola/core/api';
import type { Db } from '../../db/connect';

type Value = string | number | boolean | null;

/**
 * Writes one save of a section to the settings history: each field whose value changed, before and after.
 * A secret's value is never written, only that it changed. Nothing is written when nothing changed.
 */
export async function recordChanges(
  db: Db,
  entry: {
    idSite: number;
    section: SettingSection;
    idUser: number;
    before: Record<string, Value>;
    after: Record<string, Value>;
    secrets?: readonly string[];
    now: Date;
  },
): Promise<void> {
  const changes: Record<string, { from: Value; to: Value }> = {};
  for (const [field, to] of Object.entries(entry.after)) {
    const from = entry.before[field] ?? null;
    if (from === to) continue;
    changes[field] = entry.secrets?.includes(field)
      ? { from: from ? 'set' : null, to: to ? 'set' : null }
      : { from, to };
  }
  if (Object.keys(changes).length === 0) return;
  await db
    .insertInto('settingChanges')
    .values({
      idSite: entry.idSite,
      section: entry.section,
      idUser: entry.idUser,
      changes: JSON.stringify(changes),
      createdAt: entry.now,
    })
    .execute();
}
