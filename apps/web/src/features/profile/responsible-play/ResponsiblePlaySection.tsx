import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { playLimitsQueryKey, usePlayLimits, type PlayLimitsAnswer } from './api';
import { SelfExclusionControl } from './SelfExclusionControl';
import { SpendLimitsForm } from './SpendLimitsForm';
import { SpendSummary } from './SpendSummary';
import './responsible-play.scss';
import { RichMessage, useFormatDate, useMessages } from '../../../lib/i18n';
import { NoticeAlert } from '../../../lib/notice-alert';
import { LAGOS_DAY } from './lagos-day';
import { responsiblePlayMessages } from './responsible-play.messages';
import { ProfileSection } from '../ProfileSection';

export const PLAY_LIMITS_FAILED_MESSAGE = responsiblePlayMessages.en.failed;

export type Notice = { variant: 'success' | 'danger'; text: string } | null;

/**
 * Responsible play on the customer's profile (DOMAIN.md): what they spent on tickets today and this month
 * against their limits, a form to set the limits, and self-exclusion. The server decides everything
 * (which change applies at once, which after 24 hours) and says so in its message, shown here as it is.
 */
export function ResponsiblePlaySection() {
  const t = useMessages(responsiblePlayMessages);
  const formatDate = useFormatDate();
  const state = usePlayLimits();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);

  function applied(answer: PlayLimitsAnswer) {
    queryClient.setQueryData(playLimitsQueryKey, answer.data);
    setNotice({ variant: 'success', text: answer.message });
  }

  let body;
  if (state.isPending) {
    body = (
      <div className="py-3 text-center">
        <Spinner role="status" aria-label={t('loading')} />
      </div>
    );
  } else if (state.isError) {
    body = <Alert variant="danger">{t('failed')}</Alert>;
  } else {
    const data = state.data;
    const limitsKey = [data.daily, data.monthly]
      .map((limit) => `${limit.limit}:${limit.pending?.limit}:${limit.pending?.effective_at}`)
      .join('|');
    body = (
      <>
        {data.excluded_until && (
          <Alert variant="warning" className="mb-3">
            <RichMessage
              text={t('excludedUntil', { date: formatDate(data.excluded_until, LAGOS_DAY) })}
              parts={{ date: (text) => <strong>{text}</strong> }}
            />
          </Alert>
        )}
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <SpendSummary state={data} onChanged={applied} onFailed={setNotice} />
        <SpendLimitsForm key={limitsKey} state={data} onSaved={applied} onFailed={setNotice} />
        <SelfExclusionControl excludedUntil={data.excluded_until} onExcluded={applied} onFailed={setNotice} />
      </>
    );
  }

  return (
    <ProfileSection
      name="responsible-play"
      className="responsible-play"
      title={t('title')}
      intro={t('intro')}
    >
      {body}
    </ProfileSection>
  );
}
