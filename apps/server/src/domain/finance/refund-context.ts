import type { Database } from '../../db/client';
import type { GatewayOperations, PaymentGateway } from '../../providers/payments';

// What sending and confirming a card refund needs (refunds.ts, refund-charge-lookup.ts, pending-refunds.ts).

export interface RefundContext {
  db: Database;
  gateway: PaymentGateway & GatewayOperations;
  clock: () => Date;
}
