import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema';

export type NewUser = typeof users.$inferInsert;

/** The only code that reads or writes the users table. */
export class UsersRepository {
  constructor(private readonly db: Database) {}

  async insert(user: NewUser, db: Database = this.db): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async findById(id: string, db: Database = this.db): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }
}
