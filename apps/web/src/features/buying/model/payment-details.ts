import { parseNairaToKobo } from '@chancepay/shared/money';
import type { WinningsTax } from '@chancepay/shared/winnings-tax';
import { isRecord } from '../api/payload';
import { resultPayload } from './verification';

/** A card payment still waiting at the gateway, as squad/verify describes it (its `payment`). */
export interface WaitingPayment {
  /** 'pending': the checkout is open and unpaid; 'not_found': the gateway has no payment; null: unknown. */
  gatewayStatus: 'pending' | 'not_found' | null;
  /** The checkout to carry on paying in, while the gateway still holds it open. */
  checkoutUrl: string | null;
}

/** What a result needs beside the spec's state: money figures and whether the buyer was charged. */
export interface PaymentDetails {
  /** false: the buyer was not charged; true: they were; null: not known. */
  charged: boolean | null;
  waiting: WaitingPayment | null;
  /** The signed-in owner's balance after this order (the server sends it to nobody else). */
  walletBalanceKobo: number | null;
  /** The prize of a win (never set for a loss, whatever the answer carries). */
  wonKobo: number | null;
  /** What reached the gateway (a refunded underpayment or late payment is this amount). */
  paidKobo: number | null;
  /** Scan2Pay4Me's amount due (null for other products): its win comes back to the buyer's wallet. */
  amountDueKobo: number | null;
  /** A win's gross, tax and net as the server settled them (DOMAIN.md "Winnings tax"); null otherwise. */
  winTax: WinningsTax | null;
}

export const NO_DETAILS: PaymentDetails = {
  charged: null,
  waiting: null,
  walletBalanceKobo: null,
  wonKobo: null,
  paidKobo: null,
  amountDueKobo: null,
  winTax: null,
};

/** The answer's `winnings_tax` ({ gross_amount, tax_amount, net_amount, rate_bps, borne_by }), checked. */
function winTaxFrom(value: unknown): WinningsTax | null {
  if (!isRecord(value)) return null;
  const grossKobo = kobo(value.gross_amount);
  const taxKobo = kobo(value.tax_amount);
  const netKobo = kobo(value.net_amount);
  const bearer = value.borne_by;
  if (grossKobo === null || taxKobo === null || netKobo === null) return null;
  if (bearer !== 'winner' && bearer !== 'operator') return null;
  if (typeof value.rate_bps !== 'number') return null;
  return { grossKobo, taxKobo, netKobo, bearer, rateBps: value.rate_bps };
}

function kobo(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseNairaToKobo(value);
  return parsed.ok ? parsed.kobo : null;
}

/** Reads a squad/verify answer, or a wallet order's answer ({ data: order }). */
export function paymentDetailsFrom(body: unknown): PaymentDetails {
  if (!isRecord(body)) return NO_DETAILS;
  const payload = resultPayload(body);
  const status = typeof payload.status === 'string' ? payload.status.toLowerCase() : null;
  const payment = isRecord(payload.payment) ? payload.payment : null;
  const gatewayStatus =
    payment && (payment.gateway_status === 'pending' || payment.gateway_status === 'not_found')
      ? payment.gateway_status
      : null;
  return {
    charged: typeof payload.charged === 'boolean' ? payload.charged : null,
    waiting: payment
      ? {
          gatewayStatus,
          checkoutUrl:
            typeof payment.checkout_url === 'string' && /^https?:\/\//.test(payment.checkout_url)
              ? payment.checkout_url
              : null,
        }
      : null,
    walletBalanceKobo: kobo(payload.wallet_balance),
    // A wallet order's answer carries the cycle's prize whether or not it won: only a win shows it.
    wonKobo: status === 'winner_selected' ? kobo(payload.prize_amount) : null,
    paidKobo: kobo(payload.paid_amount),
    amountDueKobo: kobo(payload.amount_due),
    winTax: status === 'winner_selected' ? winTaxFrom(payload.winnings_tax) : null,
  };
}
