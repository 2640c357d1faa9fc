import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  jsonBody,
  requireSecretKey,
  squadError,
  validationMessage,
  type EmulatorContext,
} from './emulator-context';
import { cbnCodeOf, lookupSandboxAccount, sandboxBankName, transferBehaviourFor } from './sandbox-accounts';
import type { EmulatedTransfer } from './store';

/** POST /payout/account/lookup, /payout/transfer, /payout/requery, GET /payout/list (research doc §4). */

const nipBankCode = z.string().regex(/^\d{6}$/, 'must be a 6-digit NIP code');
const accountNumber = z.string().regex(/^\d{10}$/, 'must be 10 digits');

const lookupRequest = z.object({ bank_code: nipBankCode, account_number: accountNumber });

const transferRequest = z.object({
  transaction_reference: z.string().min(1),
  // Documented as a String in kobo; a JSON number is refused so a client that drifts is caught here.
  amount: z.string().regex(/^[1-9]\d*$/, 'must be a string of kobo'),
  bank_code: nipBankCode,
  account_number: accountNumber,
  account_name: z.string().trim().min(1),
  currency_id: z.literal('NGN'),
  remark: z.string(),
});

const requeryRequest = z.object({ transaction_reference: z.string().min(1) });

const listQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional(),
  perPage: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional(),
  dir: z.enum(['ASC', 'DESC']).optional(),
});
const LIST_PER_PAGE_MAX = 100;

export function registerPayoutRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;
  const preHandler = requireSecretKey(context.secretKey);

  app.post('/payout/account/lookup', { preHandler }, async (request, reply) => {
    const parsed = lookupRequest.safeParse(jsonBody(request), { reportInput: true });
    if (!parsed.success) return reply.code(400).send(squadError(400, validationMessage(parsed.error)));
    const { bank_code, account_number } = parsed.data;
    const account = lookupSandboxAccount(bank_code, account_number);
    if ('error' in account) return reply.code(400).send(squadError(400, account.error));
    return reply.send({
      status: 200,
      success: true,
      message: 'Success',
      data: { account_name: account.accountName, account_number },
    });
  });

  app.post('/payout/transfer', { preHandler }, async (request, reply) => {
    const parsed = transferRequest.safeParse(jsonBody(request), { reportInput: true });
    if (!parsed.success) return reply.code(400).send(squadError(400, validationMessage(parsed.error)));
    const input = parsed.data;
    const prefix = `${context.merchantId}_`;
    if (
      !input.transaction_reference.startsWith(prefix) ||
      input.transaction_reference.length === prefix.length
    ) {
      return reply.code(400).send(squadError(400, 'Bad ref format'));
    }
    const account = lookupSandboxAccount(input.bank_code, input.account_number);
    if ('error' in account) return reply.code(400).send(squadError(400, account.error));

    return context.withLock(`transfer:${input.transaction_reference}`, async () => {
      if ((await store.getTransfer(input.transaction_reference)) !== undefined) {
        return reply.code(400).send(squadError(400, 'Duplicate transaction reference'));
      }
      const behaviour = transferBehaviourFor(input.bank_code, input.account_number);
      const transfer: EmulatedTransfer = {
        reference: input.transaction_reference,
        amountKobo: Number(input.amount),
        nipBankCode: input.bank_code,
        accountNumber: input.account_number,
        accountName: input.account_name,
        remark: input.remark,
        status: behaviour === 'fails' ? 'failed' : 'success',
        nipSessionId: behaviour === 'fails' ? null : nipSessionId(),
        responseDescription:
          behaviour === 'fails'
            ? 'Transfer failed: beneficiary bank declined'
            : 'Approved or completed successfully',
        createdAt: new Date().toISOString(),
      };
      await store.putTransfer(transfer);

      if (behaviour === 'fails') return reply.code(422).send(squadError(422, transfer.responseDescription));
      // The money moved but the answer is lost: Squad's 424 means "Timeout/failed --- Should re-query".
      if (behaviour === 'ambiguous')
        return reply.code(424).send(squadError(424, 'Transaction timed out, please requery'));
      return reply.send({ status: 200, success: true, message: 'Success', data: transferData(transfer) });
    });
  });

  // The merchant's transfers, every status, paged; the rows carry no date (research doc: List transfers).
  app.get('/payout/list', { preHandler }, async (request, reply) => {
    const parsed = listQuery.safeParse(request.query, { reportInput: true });
    if (!parsed.success) return reply.code(400).send(squadError(400, 'Bad Request'));
    const perPage = Math.min(parsed.data.perPage ?? 20, LIST_PER_PAGE_MAX);
    const page = parsed.data.page ?? 1;
    const all = await store.listTransfers();
    if ((parsed.data.dir ?? 'DESC') === 'DESC') all.reverse();
    return reply.send({
      status: 200,
      success: true,
      message: 'Success',
      data: all.slice((page - 1) * perPage, page * perPage).map(listedTransfer),
    });
  });

  app.post('/payout/requery', { preHandler }, async (request, reply) => {
    const parsed = requeryRequest.safeParse(jsonBody(request), { reportInput: true });
    if (!parsed.success) return reply.code(400).send(squadError(400, validationMessage(parsed.error)));
    const transfer = await store.getTransfer(parsed.data.transaction_reference);
    if (transfer === undefined) return reply.code(404).send(squadError(404, 'Transaction not found'));
    // The reversal test account: paid, then returned by the bank. Squad's error table: "412 reversed".
    if (transferBehaviourFor(transfer.nipBankCode, transfer.accountNumber) === 'reversed')
      return reply.code(412).send(squadError(412, 'Transaction reversed by the beneficiary bank'));
    return reply.send({
      status: 200,
      success: true,
      message: 'Success',
      // Squad's documented requery sample is an echo of the request (a doc error); the emulator answers with
      // the transfer response's fields plus the list endpoint's `transaction_status`.
      data: { ...transferData(transfer), transaction_status: transfer.status },
    });
  });
}

function transferData(transfer: EmulatedTransfer) {
  return {
    transaction_reference: transfer.reference,
    response_description: transfer.responseDescription,
    currency_id: 'NGN',
    amount: String(transfer.amountKobo),
    nip_transaction_reference: transfer.nipSessionId,
    account_number: transfer.accountNumber,
    account_name: transfer.accountName,
    destination_institution_name: sandboxBankName(transfer.nipBankCode),
  };
}

/**
 * A row of GET /payout/list in the documented shape. Like Squad's samples it carries a 3-digit (CBN) bank
 * code; a transfer the bank reversed lists as `reversed`.
 */
function listedTransfer(transfer: EmulatedTransfer) {
  const reversed = transferBehaviourFor(transfer.nipBankCode, transfer.accountNumber) === 'reversed';
  const status = reversed ? 'reversed' : transfer.status;
  return {
    account_number_credited: transfer.accountNumber,
    amount_debited: String(transfer.amountKobo),
    total_amount_debited: String(transfer.amountKobo),
    success: status === 'success',
    recipient: transfer.accountName,
    bank_code: cbnCodeOf(transfer.nipBankCode),
    transaction_reference: transfer.reference,
    transaction_status: status,
    switch_transaction: null,
  };
}

/** NIBSS session ids are 30 digits. */
function nipSessionId(): string {
  return Array.from({ length: 30 }, () => randomInt(10)).join('');
}
