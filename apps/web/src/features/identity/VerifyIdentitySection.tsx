import { formatLagosDate } from '@chancepay/shared/lagos-time';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation } from 'react-router';
import { userDataQueryKey } from '../../lib/session';
import {
  identityQueryKey,
  useIdentity,
  useWalletLimits,
  walletLimitsQueryKey,
  type IdentityNumberKind,
  type IdentityState,
  type VerifiedNumber,
} from './api';
import { AddressProofForm } from './AddressProofForm';
import { IdentityNumberForm } from './IdentityNumberForm';
import { VERIFY_IDENTITY_ANCHOR } from './tier-refusal';
import { maskedNumber, NUMBER_LABEL, tierAllowance } from './tier-text';

export const IDENTITY_FAILED_MESSAGE = 'Could not load your identity details. Please try again.';

/** What the last check returned, said back to the customer (DOMAIN.md: the record's name is shown). */
type Result =
  { kind: IdentityNumberKind; returnedName: string | null; tier: number } | { uploaded: true } | null;

function NumberRow({ kind, number }: { kind: IdentityNumberKind; number: VerifiedNumber | null }) {
  return (
    <div className="row py-1">
      <dt className="col-sm-4 text-body-secondary fw-normal">{NUMBER_LABEL[kind]}</dt>
      <dd className="col-sm-8 mb-0">
        {number
          ? `${maskedNumber(kind, number.last4)}, verified ${formatLagosDate(number.verified_at)}`
          : 'Not verified'}
      </dd>
    </div>
  );
}

function AddressRow({ identity }: { identity: IdentityState }) {
  const { address } = identity;
  const text = {
    none: 'Not uploaded',
    pending: `Being checked (uploaded ${address.uploaded_at ? formatLagosDate(address.uploaded_at) : 'recently'})`,
    accepted: 'Accepted',
    rejected: 'Not accepted: please upload another',
  }[address.status];
  return (
    <div className="row py-1">
      <dt className="col-sm-4 text-body-secondary fw-normal">Proof of address</dt>
      <dd className="col-sm-8 mb-0">{text}</dd>
    </div>
  );
}

/** The step the server says comes next (IdentityState.next_step), as a form or a word of where things stand. */
function NextStep({
  identity,
  onVerified,
  onUploaded,
}: {
  identity: IdentityState;
  onVerified: (kind: IdentityNumberKind, state: IdentityState & { returned_name: string | null }) => void;
  onUploaded: (state: IdentityState) => void;
}) {
  const message = identity.next_step_message && (
    <p className="fw-semibold mb-3" data-testid="identity-next-step">
      {identity.next_step_message}
    </p>
  );
  switch (identity.next_step) {
    case 'bvn_or_nin':
    case 'bvn':
    case 'nin': {
      const kinds: IdentityNumberKind[] =
        identity.next_step === 'bvn_or_nin' ? ['bvn', 'nin'] : [identity.next_step];
      return (
        <>
          {message}
          {/* A new key per step: the form starts empty on the number still missing. */}
          <IdentityNumberForm key={identity.next_step} kinds={kinds} onVerified={onVerified} />
        </>
      );
    }
    case 'address':
      return (
        <>
          {message}
          <AddressProofForm address={identity.address} onUploaded={onUploaded} />
        </>
      );
    case 'address_pending':
      return (
        <div className="alert alert-info mb-0">
          {identity.next_step_message ??
            'We are checking your proof of address. Your limits rise as soon as it is accepted.'}
        </div>
      );
    default:
      return (
        <div className="alert alert-success mb-0">
          {identity.next_step_message ?? 'Your identity is fully verified. Nothing more is needed.'}
        </div>
      );
  }
}

/**
 * "Verify your identity" on the customer's profile (issue #21, DOMAIN.md "Identity and wallet tiers"): the
 * tier and what it allows, the verified numbers (last four digits only), then the next step: a BVN or NIN
 * check with consent, or a proof of address. After a check the record's name and the new tier are said back
 * in a live region, and the wallet's limits and balance are fetched again (an upgrade may release held money).
 */
export function VerifyIdentitySection() {
  const identity = useIdentity();
  const limits = useWalletLimits();
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const [result, setResult] = useState<Result>(null);
  const loaded = identity.isSuccess;

  // The section loads after the page, so a link to #verify-identity scrolls here once it is there.
  useEffect(() => {
    if (loaded && hash === `#${VERIFY_IDENTITY_ANCHOR}`)
      document.getElementById(VERIFY_IDENTITY_ANCHOR)?.scrollIntoView?.({ behavior: 'smooth' });
  }, [loaded, hash]);

  async function changed(state: IdentityState, next: Result) {
    queryClient.setQueryData(identityQueryKey, state);
    setResult(next);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: walletLimitsQueryKey }),
      queryClient.invalidateQueries({ queryKey: userDataQueryKey }),
    ]);
  }

  let body;
  if (identity.isPending) {
    body = (
      <div className="py-3 text-center">
        <Spinner role="status" aria-label="Loading your identity details" />
      </div>
    );
  } else if (identity.isError) {
    // Part of the page as it loads, not news: no alert role (that is kept for a refusal just made).
    body = <div className="alert alert-danger">{IDENTITY_FAILED_MESSAGE}</div>;
  } else {
    const state = identity.data;
    body = (
      <>
        <p className="mb-2">
          <span className="badge text-bg-primary fs-6 me-2" data-testid="identity-tier">
            Tier {state.tier}
          </span>
          {limits.data && <span className="small">{tierAllowance(limits.data)}</span>}
        </p>
        <dl className="container-fluid mb-3 small">
          <NumberRow kind="bvn" number={state.bvn} />
          <NumberRow kind="nin" number={state.nin} />
          {state.verified_name && (
            <div className="row py-1">
              <dt className="col-sm-4 text-body-secondary fw-normal">Name on record</dt>
              <dd className="col-sm-8 mb-0">{state.verified_name}</dd>
            </div>
          )}
          {state.tier >= 2 && <AddressRow identity={state} />}
        </dl>
        <NextStep
          identity={state}
          onVerified={(kind, answer) =>
            void changed(answer, { kind, returnedName: answer.returned_name, tier: answer.tier })
          }
          onUploaded={(uploaded) => void changed(uploaded, { uploaded: true })}
        />
      </>
    );
  }

  return (
    <section
      id={VERIFY_IDENTITY_ANCHOR}
      aria-labelledby="verify-identity-title"
      className="card mt-4 verify-identity"
    >
      <div className="card-body">
        <h2 id="verify-identity-title" className="h5 mb-1">
          Verify your identity
        </h2>
        <p className="text-body-secondary small">
          Nigerian law asks every wallet for a BVN or NIN. We check it with NIBSS or NIMC, keep only its last
          four digits, and never show it whole.
        </p>
        {/* Always in the page, so a screen reader hears what a check or an upload returned. */}
        <div aria-live="polite" data-testid="identity-result">
          {result && (
            <Alert variant="success" role="status" dismissible onClose={() => setResult(null)}>
              {'uploaded' in result ? (
                'We have your proof of address. A compliance officer will check it; your limits rise once it is accepted.'
              ) : (
                <>
                  <div>
                    Your {NUMBER_LABEL[result.kind]} is verified. The name on the record is{' '}
                    <strong>{result.returnedName ?? 'not given'}</strong>.
                  </div>
                  <div className="fw-semibold">You are now on Tier {result.tier}.</div>
                  {limits.data && limits.data.tier === result.tier && <div>{tierAllowance(limits.data)}</div>}
                </>
              )}
            </Alert>
          )}
        </div>
        {body}
      </div>
    </section>
  );
}
