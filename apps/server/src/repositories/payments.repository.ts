import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentEvents, payments, type NewPaymentRow, type PaymentRow, type PaymentRowStatus } from '../db/schema';

/** The only code touching payments and payment_events. */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewPaymentRow, db: Database = this.db): Promise<PaymentRow> {
    const [saved] = await db.insert(payments).values(row).returning();
    if (!saved) throw new Error('insert returned no row');
    return saved;
  }

  /** Inserts unless the provider's invoice is recorded already; returns the row either way. */
  async insertInvoiceOnce(row: NewPaymentRow & { invoiceId: string }, db: Database = this.db): Promise<PaymentRow> {
    await db.insert(payments).values(row).onConflictDoNothing({ target: [payments.provider, payments.invoiceId], where: sql`invoice_id IS NOT NULL` });
    const [saved] = await db.select().from(payments).where(and(eq(payments.provider, row.provider), eq(payments.invoiceId, row.invoiceId))).limit(1);
    if (!saved) throw new Error('invoice row missing');
    return saved;
  }

  async findById(id: string, db: Database = this.db): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row;
  }

  /** Locks the row until the transaction ends, so one session is fulfilled once. */
  async lockById(id: string, db: Database): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
    return row;
  }

  async findBySession(provider: PaymentRow['provider'], sessionId: string, db: Database = this.db): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.sessionId, sessionId))).limit(1);
    return row;
  }

  async update(id: string, changes: Partial<NewPaymentRow>, db: Database = this.db): Promise<void> {
    await db.update(payments).set({ ...changes, updatedAt: sql`now()` }).where(eq(payments.id, id));
  }

  /** Changes the status only from one of `from` (a paid payment is never turned back into a failed one). */
  async transition(id: string, from: PaymentRowStatus[], changes: Partial<NewPaymentRow> & { status: PaymentRowStatus }, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(payments.id, id), inArray(payments.status, from)))
      .returning({ id: payments.id });
    return rows.length === 1;
  }

  /** History for the profile: everything but sessions abandoned unpaid. */
  async listForUser(userId: string, db: Database = this.db): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), ne(payments.status, 'expired')))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  }

  /**
   * Uses of a promo code that count against its limits: paid payments and open sessions that may
   * still be paid (so two checkouts at once cannot both take a single-use code).
   */
  async promoUses(code: string, now: Date, userId: string | null, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`count(*)` })
      .from(payments)
      .where(
        and(
          eq(payments.promoCode, code),
          eq(payments.kind, 'purchase'),
          userId ? eq(payments.userId, userId) : undefined,
          or(eq(payments.status, 'paid'), and(eq(payments.status, 'pending'), gt(payments.expiresAt, now))),
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** Records a provider event; false when it was handled before (a duplicate delivery). */
  async recordEvent(provider: string, eventId: string, type: string, db: Database): Promise<boolean> {
    const rows = await db.insert(paymentEvents).values({ provider, eventId, type }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
    return rows.length === 1;
  }
}
