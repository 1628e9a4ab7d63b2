import { sql } from 'kysely';
import type { Db } from '../src/db/connect';

/** Adds `count` students to site 1 in set-based statements (not row by row), sharing one password hash. */
export async function seedStudents(db: Db, count: number): Promise<void> {
  const { passwordHash } = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('username', '=', 'student')
    .executeTakeFirstOrThrow();
  await sql`
    insert into users (id_site, username, password_hash, full_name, email, phone, id_type, locale)
    select 1, 'bench' || n, ${passwordHash},
      (array['Nguyễn','Trần','Lê','Phạm','ສົມ','Hoàng'])[1 + n % 6] || ' Văn ' || n,
      'bench' || n || '@saola.edu.vn', '09' || lpad(n::text, 8, '0'), 4, 'vi'
    from generate_series(1, ${count}) as n`.execute(db);
  await sql`analyze users`.execute(db);
}
