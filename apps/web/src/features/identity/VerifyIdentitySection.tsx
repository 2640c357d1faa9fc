import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation } from 'react-router';
import { RichMessage, useFormatDate, useMessages } from '../../lib/i18n';
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
import { identityMessages } from './identity.messages';
import { IdentityNumberForm } from './IdentityNumberForm';
import { VERIFY_IDENTITY_ANCHOR } from './tier-refusal';
import { LAGOS_DAY, maskedNumber, NUMBER_LABEL, tierAllowance } from './tier-text';

export const IDENTITY_FAILED_MESSAGE = identityMessages.en.failed;

/** What the last check returned, said back to the customer (DOMAIN.md: the record's name is shown). */
type Result =
  { kind: IdentityNumberKind; returnedName: string | null; tier: number } | { uploaded: true } | null;

function NumberRow({ kind, number }: { kind: IdentityNumberKind; number: VerifiedNumber | null }) {
  const t = useMessages(identityMessages);
  const formatDate = useFormatDate();
  return (
    <div className="row py-1">
      <dt className="col-sm-4 text-body-secondary fw-normal">{NUMBER_LABEL[kind]}</dt>
      <dd className="col-sm-8 mb-0">
        {number
          ? t('numberVerifiedOn', {
              number: maskedNumber(t, kind, number.last4),
              date: formatDate(number.verified_at, LAGOS_DAY),
            })
          : t('notVerified')}
      </dd>
    </div>
  );
}

function AddressRow({ identity }: { identity: IdentityState }) {
  const t = useMessages(identityMessages);
  const formatDate = useFormatDate();
  const { address } = identity;
  const text = {
    none: () => t('addressNone'),
    pending: () =>
      address.uploaded_at
        ? t('addressPending', { date: formatDate(address.uploaded_at, LAGOS_DAY) })
        : t('addressPendingRecently'),
    accepted: () => t('addressAccepted'),
    rejected: () => t('addressRejected'),
  }[address.status]();
  return (
    <div className="row py-1">
      <dt className="col-sm-4 text-body-secondary fw-normal">{t('proofOfAddress')}</dt>
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
  const t = useMessages(identityMessages);
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
        <div className="alert alert-info mb-0">{identity.next_step_message ?? t('checkingAddress')}</div>
      );
    default:
      return (
        <div className="alert alert-success mb-0">{identity.next_step_message ?? t('fullyVerified')}</div>
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
  const t = useMessages(identityMessages);
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
        <Spinner role="status" aria-label={t('loading')} />
      </div>
    );
  } else if (identity.isError) {
    // Part of the page as it loads, not news: no alert role (that is kept for a refusal just made).
    body = <div className="alert alert-danger">{t('failed')}</div>;
  } else {
    const state = identity.data;
    body = (
      <>
        <p className="mb-2">
          <span className="badge text-bg-primary fs-6 me-2" data-testid="identity-tier">
            {t('tier', { tier: state.tier })}
          </span>
          {limits.data && <span className="small">{tierAllowance(t, limits.data)}</span>}
        </p>
        <dl className="container-fluid mb-3 small">
          <NumberRow kind="bvn" number={state.bvn} />
          <NumberRow kind="nin" number={state.nin} />
          {state.verified_name && (
            <div className="row py-1">
              <dt className="col-sm-4 text-body-secondary fw-normal">{t('nameOnRecord')}</dt>
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
          {t('title')}
        </h2>
        <p className="text-body-secondary small">{t('intro')}</p>
        {/* Always in the page, so a screen reader hears what a check or an upload returned. */}
        <div aria-live="polite" data-testid="identity-result">
          {result && (
            <Alert variant="success" role="status" dismissible onClose={() => setResult(null)}>
              {'uploaded' in result ? (
                t('proofReceived')
              ) : (
                <>
                  <div>
                    <RichMessage
                      text={t('numberVerified', {
                        kind: NUMBER_LABEL[result.kind],
                        name: result.returnedName ?? t('nameNotGiven'),
                      })}
                      parts={{ name: (text) => <strong>{text}</strong> }}
                    />
                  </div>
                  <div className="fw-semibold">{t('nowOnTier', { tier: result.tier })}</div>
                  {limits.data && limits.data.tier === result.tier && (
                    <div>{tierAllowance(t, limits.data)}</div>
                  )}
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
