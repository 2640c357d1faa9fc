import type { FastifyInstance } from 'fastify';
import { accountNoteSchema, nairaFromKobo, reasonSchema, supportSearchSchema } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import type { AppDependencies } from '../../dependencies';
import {
  addAccountNote,
  customerPage,
  endAccountSessions,
  lockAccount,
  sendAccountResetLink,
  supportSearch,
  unlockAccount,
} from '../../domain/console/support';
import { parseInput } from '../errors';
import { supportIdentityBody } from './identity-view';
import { consoleCall } from './console-errors';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

export const naira = (kobo: number | null) => (kobo === null ? null : nairaFromKobo(kobo));

/**
 * Support (`support`; auditors read): search, the customer page and its actions. The order page is
 * support-order-routes.ts.
 */
export async function supportRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, accounts } = deps;
  const db = database.db;
  const tags = ['admin: support'];
  const read = requireStaffRole('support', 'auditor');
  const act = requireStaffRole('support');

  app.get(
    `${ADMIN_PREFIX}/search`,
    {
      preHandler: read,
      config: {
        openapi: {
          summary: 'Find accounts, orders and transfers by phone, email, username, order id or transfer id',
          tags,
          query: supportSearchSchema,
        },
      },
    },
    async (request) => {
      const { q } = parseInput(supportSearchSchema, request.query, 'query');
      const result = await consoleCall(() => supportSearch(db, q));
      return {
        success: true,
        data: {
          matched_as: result.matchedAs,
          accounts: result.accounts.map((account) => ({
            id: account.id,
            username: account.username,
            display_name: account.displayName,
            email: account.email,
            phone: account.phone,
            phone_verified: account.phoneVerified,
            role: account.role,
            locked: account.locked,
          })),
          orders: result.orders.map((order) => ({
            id: order.id,
            raffle_cycle_id: order.raffleCycleId,
            order_seq: order.orderSeq,
            raffle_type_id: order.raffleTypeId,
            customer_phone: order.customerPhone,
            customer_user_id: order.customerUserId,
            order_amount: naira(order.orderAmountKobo),
            status: order.status,
            created_at: order.createdAt,
          })),
          transfers: result.transfers.map((transfer) => ({
            id: transfer.id,
            purpose: transfer.purpose,
            amount: naira(transfer.amountKobo),
            status: transfer.status,
            account_name: transfer.accountName,
            created_at: transfer.createdAt,
          })),
        },
      };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/customers/:id`,
    {
      preHandler: read,
      config: {
        openapi: {
          summary:
            'A customer: profile, verification, wallet and statement, orders, transfers, limits, identity (tier, masked numbers, checks), sessions, notes',
          tags,
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'account');
      const page = await consoleCall(() => customerPage(db, id, clock()));
      return {
        success: true,
        data: {
          profile: {
            id: page.profile.id,
            username: page.profile.username,
            display_name: page.profile.displayName,
            email: page.profile.email,
            phone: page.profile.phone,
            role: page.profile.role,
            vendor_id: page.profile.vendorId,
            created_at: page.profile.createdAt,
            locked_at: page.profile.lockedAt,
          },
          verification: {
            phone_verified_at: page.verification.phoneVerifiedAt,
            age_confirmed_at: page.verification.ageConfirmedAt,
          },
          wallet: page.wallet
            ? {
                account: page.wallet.account,
                balance: naira(page.wallet.balanceKobo),
                statement: page.wallet.statement.items.map((item) => ({
                  entry_id: item.entryId,
                  kind: item.kind,
                  cause_type: item.causeType,
                  cause_id: item.causeId,
                  amount: naira(item.amountKobo),
                  created_at: item.createdAt,
                })),
                statement_total: page.wallet.statement.total,
                statement_total_capped: page.wallet.statement.totalCapped,
              }
            : null,
          orders: page.orders.map((order) => ({
            id: order.id,
            raffle_cycle_id: order.raffleCycleId,
            order_seq: order.orderSeq,
            raffle_type_id: order.raffleTypeId,
            tickets: order.ticketQuantity,
            order_amount: naira(order.orderAmountKobo),
            payment_method: order.paymentMethodUsed,
            status: order.status,
            outcome: order.outcome,
            prize: order.outcome === 'won' ? naira(order.prizeKobo) : null,
            client_seed: order.clientSeed,
            server_seed_hash: order.serverSeedHash,
            status_message: order.statusMessage,
            created_at: order.createdAt,
            settled_at: order.settledAt,
          })),
          transfers: page.transfers.map((transfer) => ({
            id: transfer.id,
            purpose: transfer.purpose,
            amount: naira(transfer.amountKobo),
            status: transfer.status,
            bank_code: transfer.bankCode,
            account_number: transfer.accountNumber,
            account_name: transfer.accountName,
            provider_message: transfer.providerMessage,
            created_at: transfer.createdAt,
          })),
          limits: page.play
            ? {
                excluded: page.play.excluded,
                excluded_until: page.play.settings.excludedUntil,
                daily_limit: naira(page.play.settings.daily.limitKobo),
                monthly_limit: naira(page.play.settings.monthly.limitKobo),
                spent_today: naira(page.play.spend.todayKobo),
                spent_this_month: naira(page.play.spend.thisMonthKobo),
              }
            : null,
          identity: page.identity ? supportIdentityBody(page.identity) : null,
          sessions: page.sessions.map((session) => ({
            id: session.id,
            active: session.active,
            created_at: session.createdAt,
            expires_at: session.expiresAt,
            revoked_at: session.revokedAt,
            revoked_reason: session.revokedReason,
            user_agent: session.userAgent,
            ip_address: session.ipAddress,
          })),
          notes: page.notes.map((note) => ({
            id: note.id,
            staff_id: note.staffId,
            note: note.note,
            created_at: note.createdAt,
          })),
        },
      };
    },
  );

  type ActionResult = { before?: unknown; after?: unknown } | { ended: number };
  const actions: {
    path: string;
    action: string;
    summary: string;
    run: (tx: Executor, id: string, ip: string) => Promise<ActionResult>;
    /** Its effects happen after the response, outside any transaction of ours. */
    outsideTransaction?: boolean;
    message: string;
  }[] = [
    {
      path: 'lock',
      action: 'customer.lock',
      summary: 'Lock the account: its sessions end and sign-in is refused',
      run: (tx, id) => lockAccount(tx, id, clock()),
      message: 'The account is locked and signed out everywhere.',
    },
    {
      path: 'unlock',
      action: 'customer.unlock',
      summary: 'Unlock the account',
      run: (tx, id) => unlockAccount(tx, id),
      message: 'The account is unlocked.',
    },
    {
      path: 'sessions/end',
      action: 'customer.end_sessions',
      summary: 'End every session of the account',
      run: (tx, id) => endAccountSessions(tx, id, clock()),
      message: 'Every session of the account has ended.',
    },
    {
      path: 'reset-link',
      action: 'customer.send_reset_link',
      summary: 'Mail the account a password reset link (staff never set passwords)',
      // The link is made and mailed in the background after the response (so its timing reveals nothing):
      // no transaction can hold it, so the row is written once the request for it is accepted.
      run: async (_tx, id, ip) => ({ after: await sendAccountResetLink(accounts, id, ip) }),
      outsideTransaction: true,
      message: 'A password reset link was mailed to the account’s email.',
    },
  ];
  for (const entry of actions) {
    app.post(
      `${ADMIN_PREFIX}/customers/:id/${entry.path}`,
      {
        preHandler: act,
        config: { auditAction: entry.action, openapi: { summary: entry.summary, tags, body: reasonSchema } },
      },
      async (request) => {
        const id = idParam(request.params, 'account');
        const input = parseInput(reasonSchema, request.body);
        // The action and its audit row commit together (http/admin/README.md step 3).
        const runAndAudit = async (tx: Executor) => {
          const result = await entry.run(tx, id, request.ip);
          await audit(
            request,
            {
              action: entry.action,
              entityType: 'user',
              entityId: id,
              ...('before' in result ? { before: result.before } : {}),
              after: 'after' in result ? result.after : result,
              reason: input.reason,
            },
            tx,
          );
        };
        await consoleCall(() => (entry.outsideTransaction ? runAndAudit(db) : db.transaction(runAndAudit)));
        return { success: true, message: entry.message };
      },
    );
  }

  app.post(
    `${ADMIN_PREFIX}/customers/:id/notes`,
    {
      preHandler: act,
      config: {
        auditAction: 'customer.add_note',
        openapi: { summary: 'Add a note to the account (append-only)', tags, body: accountNoteSchema },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'account');
      const input = parseInput(accountNoteSchema, request.body);
      const staffId = staffActorOf(request).staffId;
      const note = await consoleCall(() =>
        db.transaction(async (tx) => {
          const row = await addAccountNote(tx, { userId: id, staffId, note: input.note }, clock());
          await audit(
            request,
            { action: 'customer.add_note', entityType: 'user', entityId: id, after: { note: row.note } },
            tx,
          );
          return row;
        }),
      );
      return reply.status(201).send({
        success: true,
        message: 'Note added.',
        data: { note: { id: note.id, note: note.note, created_at: note.createdAt } },
      });
    },
  );
}
