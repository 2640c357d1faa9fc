import { formatLagosDate } from '@chancepay/shared/lagos-time';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { maskedIdentityNumber } from '../format';
import { dateColumn, textColumn, type Column } from '../kit/columns';
import { DataTable } from '../kit/DataTable';
import type { CustomerIdentityData, IdentityHistoryEntry } from './customer-data';

const kindLabels: Record<string, string> = {
  bvn: 'BVN check',
  nin: 'NIN check',
  address: 'Proof of address',
  address_upload: 'Proof of address uploaded',
  address_decision: 'Proof of address decision',
};

const kindLabel = (kind: string) => kindLabels[kind] ?? kind.replace(/_/g, ' ');

const masked = (entry: IdentityHistoryEntry) =>
  entry.masked_number ? maskedIdentityNumber(entry.masked_number) : '';

const historyColumns: Column<IdentityHistoryEntry>[] = [
  dateColumn('when', 'When', (entry) => entry.created_at),
  textColumn('check', 'Check', (entry) => kindLabel(entry.kind), { className: 'small' }),
  textColumn('outcome', 'Outcome', (entry) => entry.outcome.replace(/_/g, ' '), {
    className: 'small',
    csv: (entry) => [entry.outcome.replace(/_/g, ' '), entry.reason].filter(Boolean).join(': '),
    cell: (entry) => (
      <>
        {entry.outcome.replace(/_/g, ' ')}
        {entry.reason && <div className="text-body-secondary">{entry.reason}</div>}
      </>
    ),
  }),
  // Masked in the CSV too: a whole number never leaves a staff screen.
  textColumn('number', 'Number', masked, { className: 'small font-monospace text-nowrap', cell: masked }),
  textColumn('name', 'Name returned', (entry) => entry.returned_name, {
    className: 'small',
    cell: (entry) => entry.returned_name ?? '',
  }),
  textColumn('reference', 'Reference', (entry) => entry.provider_reference, {
    className: 'small font-monospace text-break',
    cell: (entry) => entry.provider_reference ?? '',
  }),
  textColumn('by', 'By', (entry) => entry.decided_by, {
    className: 'small',
    cell: (entry) => entry.decided_by ?? '',
  }),
];

/**
 * The customer's identity on the customer page (issue #21 item 9): tier, masked numbers, date of birth and
 * verified name from the records, and every check and staff decision with its provider reference. Numbers are
 * masked again here whatever the server sends: a whole BVN or NIN never reaches a staff screen.
 */
export function CustomerIdentity({
  identity,
  username,
}: {
  identity: CustomerIdentityData | null;
  /** Names the CSV of the history. */
  username: string;
}) {
  return (
    <section aria-labelledby="customer-identity-title" className="mb-3">
      <h2 id="customer-identity-title" className="h5">
        Identity and tier
      </h2>
      <Card className="mb-2">
        <Card.Body className="small">
          {identity === null ? (
            <div>
              <Badge bg="secondary">Tier 0</Badge> No identity verified.
            </div>
          ) : (
            <dl className="row mb-0" data-testid="customer-identity">
              <dt className="col-sm-3 fw-normal text-body-secondary">Tier</dt>
              <dd className="col-sm-9">
                <Badge bg={identity.tier === 0 ? 'secondary' : 'primary'}>Tier {identity.tier}</Badge>
              </dd>
              <dt className="col-sm-3 fw-normal text-body-secondary">BVN</dt>
              <dd className="col-sm-9 font-monospace">
                {identity.bvn ? maskedIdentityNumber(identity.bvn.masked) : 'not verified'}
              </dd>
              <dt className="col-sm-3 fw-normal text-body-secondary">NIN</dt>
              <dd className="col-sm-9 font-monospace">
                {identity.nin ? maskedIdentityNumber(identity.nin.masked) : 'not verified'}
              </dd>
              <dt className="col-sm-3 fw-normal text-body-secondary">Date of birth</dt>
              <dd className="col-sm-9">
                {identity.date_of_birth ? formatLagosDate(identity.date_of_birth) : '—'}
              </dd>
              <dt className="col-sm-3 fw-normal text-body-secondary">Verified name</dt>
              <dd className="col-sm-9 mb-0">{identity.verified_name ?? '—'}</dd>
            </dl>
          )}
        </Card.Body>
      </Card>
      {identity !== null && (
        <DataTable
          label="Identity history"
          urlKey="identity."
          columns={historyColumns}
          rows={identity.checks ?? []}
          rowKey={(entry) => entry.id}
          rowTestId="identity-check-row"
          empty="No checks yet."
          paging={{ kind: 'client', pageSize: 20 }}
          csv={{ filename: `${username}-identity-history.csv` }}
        />
      )}
    </section>
  );
}
