import type { EnterpriseRequestInput } from '@vitrina/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { enterpriseRequests, type EnterpriseRequestRow } from '../../db/schema';
import { eq } from 'drizzle-orm';

/** Requests for enterprise conditions: stored first, then mailed to SALES_EMAIL (when set). */
export class EnterpriseRequestsService {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly salesEmail: string | undefined,
  ) {}

  async submit(input: EnterpriseRequestInput, userId: string | null, log: FastifyBaseLogger): Promise<EnterpriseRequestRow> {
    const [row] = await this.db
      .insert(enterpriseRequests)
      .values({ userId, name: input.name, email: input.email, company: input.company, phone: input.phone ?? null, message: input.message })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (!this.salesEmail) {
      log.warn({ requestId: row.id }, 'enterprise request stored; SALES_EMAIL is not set, so it was not mailed');
      return row;
    }
    try {
      await this.mailer.send(mailOf(row, this.salesEmail), log);
      await this.db.update(enterpriseRequests).set({ mailedAt: new Date() }).where(eq(enterpriseRequests.id, row.id));
    } catch (error) {
      // The request is kept; the sales team still finds it in the table.
      log.error({ err: error, requestId: row.id }, 'enterprise request could not be mailed');
    }
    return row;
  }
}

function mailOf(row: EnterpriseRequestRow, to: string) {
  const lines = [
    ['Name', row.name],
    ['Email', row.email],
    ['Company', row.company],
    ['Phone', row.phone ?? '-'],
    ['Message', row.message],
  ] as const;
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return {
    to,
    subject: `Enterprise request: ${row.company.replace(/[\r\n]+/g, ' ')}`,
    text: lines.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table>${lines.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escape(value).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`,
    logLine: `enterprise request ${row.id} from ${row.email}`,
  };
}
