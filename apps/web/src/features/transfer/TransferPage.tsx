import { findBankByCode } from '@chancepay/shared/banks';
import { formatNaira, formatNairaValue, parseNairaToKobo } from '@chancepay/shared/money';
import { validateBankAccount } from '@chancepay/shared/nuban';
import {
  MIN_TRANSFER_KOBO,
  TRANSFER_DESCRIPTION_MAX_LENGTH,
  TRANSFER_FAILED_MESSAGE,
  TRANSFER_MIN_MESSAGE,
} from '@chancepay/shared/transfer-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useFormDraft } from '../../lib/form-draft';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { RichMessage, useMessages } from '../../lib/i18n';
import { SubmissionKey } from '../../lib/idempotency';
import { usePageTitle } from '../../lib/page-title';
import { userDataQueryKey, useUserData } from '../../lib/session';
import { sendTransfer, useAccountName, useTransferFee, type TransferPayload } from './api';
import { TransferReviewSheet, type TransferReview } from './TransferReviewSheet';
import { transactionPinQueryKey, useTransactionPinState } from '../transaction-pin/api';
import { accountNumberDigits, missingDigitsMessage } from '../banks/account-number';
import { BankPicker } from '../banks/BankPicker';
import { isTierRefusal } from '../identity/tier-refusal';
import { VerifyIdentityLink } from '../identity/VerifyIdentityLink';
import { BankSuggestions } from '../banks/BankSuggestions';
import { knownMessageIn } from '../auth/known-message';
import { transferMessages } from './transfer.messages';
import './transfer.scss';

type Outcome = {
  variant: 'success' | 'info' | 'danger';
  title: string;
  detail?: string;
  /** The transfer's receipt (issue #27 item 2), once the server has answered with its id. */
  receipt?: string;
  /** A refusal for the wallet's tier (issue #21): the way to the step that lifts it goes beside it. */
  verifyIdentity?: boolean;
} | null;

const receiptOfTransfer = (transferId: string | undefined) =>
  transferId ? { receipt: `/dashboard/receipts/transfer/${encodeURIComponent(transferId)}` } : {};
type FieldErrors = Partial<
  Record<'bank' | 'recipientAccount' | 'amount' | 'description' | 'confirm', string>
>;

/** The server's refusal of the PIN itself (errors on field `pin`), shown in the review sheet. */
function pinRefusalOf(error: ApiError | null): string | null {
  const body = error?.body as { errors?: { field: string; message: string }[] } | null | undefined;
  return body?.errors?.find((entry) => entry.field === 'pin')?.message ?? null;
}

function fieldErrorsOf(error: ApiError): FieldErrors {
  const body = error.body as { errors?: { field: string; message: string }[] } | null;
  const errors: FieldErrors = {};
  for (const { field, message } of body?.errors ?? [])
    if (['bank', 'recipientAccount', 'amount', 'description'].includes(field))
      errors[field as keyof FieldErrors] ??= message;
  return errors;
}

/**
 * Transfer (spec sections 2, 4, 5, 8; DOMAIN.md "Transfers to a bank"): the NUBAN is checked as it is typed,
 * before any call; the account holder's name comes from the bank and the customer confirms it; the review
 * sheet shows name, bank, amount and fee and takes the transaction PIN (issue #27); each submission carries
 * its own Idempotency-Key, kept for retries of that submission only.
 */
export function TransferPage() {
  const t = useMessages(transferMessages);
  usePageTitle(t('pageTitle'));
  /** A shared check's words (the server's too) in the reader's language; other words as they came. */
  const known = (message: string) =>
    message === TRANSFER_MIN_MESSAGE
      ? t('leastAmount', { minimum: formatNaira(MIN_TRANSFER_KOBO) })
      : knownMessageIn(t, transferMessages, message);
  // Watched here too, so the balance on this page is refetched after a transfer (spec section 4).
  const { user } = useUserData();
  const queryClient = useQueryClient();
  const submission = useRef(new SubmissionKey());
  const [bank, setBank] = useState('');
  const [recipientAccount, setRecipientAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [confirmedName, setConfirmedName] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [loading, setLoading] = useState(false);
  // Issue #27: a valid form opens the review sheet; the money moves only from there, with the PIN.
  const [review, setReview] = useState<{ payload: TransferPayload; shown: TransferReview } | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);
  // Asked early, so the sheet opens straight on the PIN (or on "Set a transaction PIN").
  useTransactionPinState();
  // A half-filled transfer comes back after the inactivity logout and sign-in (issue #27 item 9): the
  // bank, number, amount and description only, never a PIN (lib/form-draft.ts).
  useFormDraft(
    'transfer',
    bank || recipientAccount || amount || description
      ? { bank, recipientAccount, amount, description }
      : null,
    (draft) => {
      setBank(String(draft.bank ?? ''));
      setRecipientAccount(String(draft.recipientAccount ?? ''));
      setAmount(String(draft.amount ?? ''));
      setDescription(String(draft.description ?? ''));
    },
  );

  const account = validateBankAccount(bank, recipientAccount);
  const chosenBank = findBankByCode(bank);
  const bankRefusal = chosenBank && !chosenBank.available ? chosenBank.unavailableReason : undefined;
  const nubanProblem =
    !account.ok && !bankRefusal && bank && recipientAccount.length === 10
      ? known(account.message)
      : undefined;
  const lookup = useAccountName(bank, recipientAccount, account.ok);
  const accountName = account.ok ? lookup.data : undefined;
  const fee = useTransferFee(bank, recipientAccount, account.ok);
  const balance = parseNairaToKobo(user?.wallet_balance ?? '');
  const amountKobo = parseNairaToKobo(amount);
  // Nothing is attempted over the balance, so it is said on the field (finding 21), not "Transaction failed".
  const overBalance =
    balance.ok && amountKobo.ok && amountKobo.kobo > balance.kobo
      ? t('overBalance', { balance: formatNaira(balance.kobo) })
      : undefined;

  function resetConfirmation() {
    setConfirmedName(null);
    setOutcome(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    setOutcome(null);
    if (!bank || !recipientAccount.trim() || !amount.trim()) {
      setAlert(t('required'));
      return;
    }
    // Everything below is checked here first, so a typo never reaches the bank (DOMAIN.md step 1).
    const check = validateBankAccount(bank, recipientAccount);
    const parsed = parseNairaToKobo(amount);
    const found: FieldErrors = {};
    if (!check.ok) found[bankRefusal || !chosenBank ? 'bank' : 'recipientAccount'] = known(check.message);
    if (!parsed.ok) found.amount = known(parsed.message);
    else if (parsed.kobo < MIN_TRANSFER_KOBO) found.amount = known(TRANSFER_MIN_MESSAGE);
    else if (overBalance) found.amount = overBalance;
    if (check.ok && !accountName)
      found.recipientAccount = lookup.isError ? known(lookup.error.message) : t('checkingName');
    else if (check.ok && confirmedName !== accountName) found.confirm = t('confirmName');
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.ok) return;

    const payload = { bank, recipientAccount, amount: amount.trim(), description: description.trim() };
    const feeKobo = parseNairaToKobo(fee.data ?? '0');
    setPinError(null);
    setReview({
      payload,
      shown: {
        accountName: accountName!,
        bankName: chosenBank?.name ?? bank,
        accountNumber: recipientAccount,
        amountKobo: parsed.kobo,
        feeKobo: feeKobo.ok ? feeKobo.kobo : 0,
        description: payload.description,
      },
    });
  }

  async function send(pin: string) {
    if (!review) return;
    const { payload, shown } = review;
    setLoading(true);
    try {
      const answer = await sendTransfer(payload, pin, submission.current.keyFor(payload));
      submission.current.settle();
      setReview(null);
      if (answer.data.status === 'Successful') {
        setOutcome({
          variant: 'success',
          title: t('success', { amount: formatNaira(shown.amountKobo) }),
          ...receiptOfTransfer(answer.data.transfer_id),
        });
        setRecipientAccount('');
        setAmount('');
        setDescription('');
        setConfirmedName(null);
      } else if (answer.data.status === 'Pending') {
        setOutcome({ variant: 'info', title: answer.message, ...receiptOfTransfer(answer.data.transfer_id) });
      } else {
        setOutcome({
          variant: 'danger',
          // The spec's title stays (its error table); beside it, that the bank refused and that the same
          // transfer would be refused again (ux-walk finding 21), so "try again" is not read as "press again".
          title: t('failed'),
          detail: `${t('bankRefused')} ${answer.message.replace(TRANSFER_FAILED_MESSAGE, '').trim()} ${t('bankRefusedAdvice')}`,
          ...receiptOfTransfer(answer.data.transfer_id),
        });
      }
      // Spec section 4: after the transfer the user data (the wallet balance) is fetched again.
      await queryClient.invalidateQueries({ queryKey: userDataQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // A refusal is an answer: the next press is a new submission. No answer at all keeps the key.
      if (apiError?.kind === 'http') submission.current.settle();
      const pinRefusal = pinRefusalOf(apiError);
      if (pinRefusal) {
        // Wrong, missing or locked PIN: nothing was sent; the sheet stays open and says what to do.
        setPinError(pinRefusal);
        await queryClient.invalidateQueries({ queryKey: transactionPinQueryKey });
        return;
      }
      setReview(null);
      const onFields = apiError ? fieldErrorsOf(apiError) : {};
      for (const field of Object.keys(onFields) as (keyof FieldErrors)[])
        onFields[field] = known(onFields[field] ?? '');
      setErrors(onFields);
      // The spec's error table: a transfer that did not succeed says "Transaction failed. Please try again.";
      // the server's reason goes beside it, and on the field it names when it names one (finding 21). An
      // amount over the balance never gets here: the page says it on the field and sends nothing.
      setOutcome({
        variant: 'danger',
        title: t('failed'),
        ...(apiError ? { detail: apiError.message } : {}),
        ...(isTierRefusal(apiError) ? { verifyIdentity: true } : {}),
      });
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="transfer-title" className="transfer-page">
      <h1 id="transfer-title" className="h3 mb-1">
        {t('title')}
      </h1>
      <p className="text-body-secondary">
        <RichMessage
          text={t('availableBalance', { balance: formatNairaValue(user?.wallet_balance ?? '0.00') })}
          parts={{ balance: (text) => <strong>{text}</strong> }}
        />
      </p>
      <div className="card">
        <div className="card-body">
          {alert && (
            <Alert variant="warning" role="alert">
              {alert}
            </Alert>
          )}
          {outcome && (
            <Alert variant={outcome.variant} role={outcome.variant === 'danger' ? 'alert' : 'status'}>
              <div className="fw-semibold">{outcome.title}</div>
              {outcome.detail && <div className="small mt-1">{outcome.detail}</div>}
              {outcome.verifyIdentity && (
                <VerifyIdentityLink className="alert-link small d-inline-block mt-1">
                  {t('verifyToRaise')}
                </VerifyIdentityLink>
              )}
              {outcome.receipt && (
                <Link to={outcome.receipt} className="small d-inline-block mt-1">
                  {t('viewReceipt')}
                </Link>
              )}
            </Alert>
          )}
          <Form noValidate onSubmit={submit}>
            <Form.Group className="mb-3" controlId="transfer-bank">
              <Form.Label>{t('bank')}</Form.Label>
              <BankPicker
                value={bank}
                placeholder={t('selectBank')}
                isInvalid={Boolean(errors.bank || bankRefusal)}
                onChange={(code) => {
                  setBank(code);
                  setErrors({});
                  resetConfirmation();
                }}
              />
              <Form.Control.Feedback type="invalid">{bankRefusal ?? errors.bank}</Form.Control.Feedback>
            </Form.Group>

            <Form.Group className="mb-3" controlId="transfer-account">
              <Form.Label>{t('accountNumber')}</Form.Label>
              <Form.Control
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('accountNumberPlaceholder')}
                value={recipientAccount}
                isInvalid={Boolean(errors.recipientAccount || nubanProblem || (account.ok && lookup.isError))}
                onChange={(event) => {
                  // No maxLength: it would count pasted spaces and dashes before they are dropped.
                  setRecipientAccount(accountNumberDigits(event.target.value));
                  setErrors({});
                  resetConfirmation();
                }}
              />
              <Form.Control.Feedback type="invalid">
                {nubanProblem ??
                  (account.ok && lookup.isError ? known(lookup.error.message) : errors.recipientAccount)}
              </Form.Control.Feedback>
              {missingDigitsMessage(recipientAccount) && (
                <Form.Text>{missingDigitsMessage(recipientAccount)}</Form.Text>
              )}
              {!bank && (
                <BankSuggestions
                  accountNumber={recipientAccount}
                  onChoose={(code) => {
                    setBank(code);
                    setErrors({});
                    resetConfirmation();
                  }}
                />
              )}
              {account.ok && lookup.isFetching && (
                <Form.Text className="d-flex align-items-center gap-2">
                  <Spinner size="sm" aria-hidden /> {t('checkingName')}
                </Form.Text>
              )}
            </Form.Group>

            {accountName && (
              <div className="border rounded p-3 mb-3 bg-body-tertiary" data-testid="account-name">
                <div className="small text-body-secondary">{t('accountName')}</div>
                <div className="fw-bold mb-2">{accountName}</div>
                <Form.Check
                  id="transfer-confirm"
                  type="checkbox"
                  label={t('sendTo', { name: accountName })}
                  checked={confirmedName === accountName}
                  isInvalid={Boolean(errors.confirm)}
                  feedback={errors.confirm}
                  feedbackType="invalid"
                  onChange={(event) => setConfirmedName(event.target.checked ? accountName : null)}
                />
              </div>
            )}

            <Form.Group className="mb-3" controlId="transfer-amount">
              <Form.Label>{t('amount')}</Form.Label>
              <Form.Control
                type="number"
                inputMode="decimal"
                min={MIN_TRANSFER_KOBO / 100}
                step="0.01"
                placeholder={t('amountPlaceholder')}
                value={amount}
                isInvalid={Boolean(errors.amount || overBalance)}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setErrors((previous) => ({ ...previous, amount: undefined }));
                }}
              />
              <Form.Control.Feedback type="invalid">{errors.amount ?? overBalance}</Form.Control.Feedback>
              {amountKobo.ok && amountKobo.kobo >= MIN_TRANSFER_KOBO && !overBalance && (
                <Form.Text>{t('youAreSending', { amount: formatNaira(amountKobo.kobo) })}</Form.Text>
              )}
            </Form.Group>

            <Form.Group className="mb-3" controlId="transfer-description">
              <Form.Label>
                {t('description')} <span className="text-body-secondary">{t('optional')}</span>
              </Form.Label>
              <Form.Control
                maxLength={TRANSFER_DESCRIPTION_MAX_LENGTH}
                value={description}
                isInvalid={Boolean(errors.description)}
                onChange={(event) => setDescription(event.target.value)}
              />
              <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
            </Form.Group>

            <Button type="submit" disabled={loading} className="transfer-submit">
              {loading ? t('processing') : t('transferNow')}
            </Button>
          </Form>
        </div>
      </div>
      {review && (
        <TransferReviewSheet
          review={review.shown}
          loading={loading}
          pinError={pinError}
          onSend={(pin) => void send(pin)}
          onClose={() => setReview(null)}
        />
      )}
    </section>
  );
}

export default TransferPage;
