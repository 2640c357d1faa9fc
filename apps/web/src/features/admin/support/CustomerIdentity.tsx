import { formatLagosDate } from '@chancepay/shared/lagos-time';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { maskedIdentityNumber, when } from '../format';
import type { CustomerIdentityData } from './customer-data';

const kindLabels: Record<string, string> = {
  bvn: 'BVN check',
  nin: 'NIN check',
  address: 'Proof of address',
  address_upload: 'Proof of address uploaded',
  address_decision: 'Proof of address decision',
};

const kindLabel = (kind: string) => kindLabels[kind] ?? kind.replace(/_/g, ' ');

/**
 * The customer's identity on the customer page (issue #21 item 9): tier, masked numbers, date of birth and
 * verified name from the records, and every check and staff decision with its provider reference. Numbers are
 * masked again here whatever the server sends: a whole BVN or NIN never reaches a staff screen.
 */
export function CustomerIdentity({ identity }: { identity: CustomerIdentityData | null }) {
  const history = identity?.checks ?? [];
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
        <Card>
          <div className="admin-table-wrap">
            <Table size="sm" className="mb-0" aria-label="Identity history">
              <thead>
                <tr>
                  <th>When</th>
                  <th>Check</th>
                  <th>Outcome</th>
                  <th>Number</th>
                  <th>Name returned</th>
                  <th>Reference</th>
                  <th>By</th>
                </tr>
              </thead>
              <tbody>
                {history.length === 0 && (
                  <tr>
                    <td colSpan={7} className="text-body-secondary">
                      No checks yet.
                    </td>
                  </tr>
                )}
                {history.map((entry) => (
                  <tr key={entry.id}>
                    <td className="small text-nowrap">{when(entry.created_at)}</td>
                    <td className="small">{kindLabel(entry.kind)}</td>
                    <td className="small">
                      {entry.outcome.replace(/_/g, ' ')}
                      {entry.reason && <div className="text-body-secondary">{entry.reason}</div>}
                    </td>
                    <td className="small font-monospace text-nowrap">
                      {entry.masked_number ? maskedIdentityNumber(entry.masked_number) : ''}
                    </td>
                    <td className="small">{entry.returned_name ?? ''}</td>
                    <td className="small font-monospace text-break">{entry.provider_reference ?? ''}</td>
                    <td className="small">{entry.decided_by ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </Card>
      )}
    </section>
  );
}
