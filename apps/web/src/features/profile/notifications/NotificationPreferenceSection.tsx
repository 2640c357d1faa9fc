import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { apiClient, dataOf } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { NoticeAlert } from '../../../lib/notice-alert';
import { notificationMessages } from './notifications.messages';
import { ProfileSection } from '../ProfileSection';

export const NOTIFICATION_PREFERENCES_PATH = '/api/user/notification-preferences';
export const PREFERENCES_FAILED_MESSAGE = notificationMessages.en.failed;
const queryKey = ['notification-preferences'] as const;

interface Preferences {
  money_by_email: boolean;
}

async function fetchPreferences(): Promise<Preferences> {
  return dataOf<Preferences>(await apiClient.get(NOTIFICATION_PREFERENCES_PATH));
}

async function savePreferences(moneyByEmail: boolean): Promise<{ message: string; data: Preferences }> {
  const body = await apiClient.post<{ message: string }>(NOTIFICATION_PREFERENCES_PATH, {
    money_by_email: moneyByEmail,
  });
  return { message: body.message, data: dataOf<Preferences>(body) };
}

/**
 * DOMAIN.md Notifications: codes and money events always come by text message; the customer chooses
 * whether wins and payments also come by email. The switch shows the server's answer, not a guess.
 */
export function NotificationPreferenceSection({ email }: { email: string | null | undefined }) {
  const t = useMessages(notificationMessages);
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey, queryFn: fetchPreferences });
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer.data);
      setNotice({ variant: 'success', text: answer.message });
    },
    onError: (error) => setNotice({ variant: 'danger', text: error.message }),
  });

  let body;
  if (preferences.isPending) body = <Spinner role="status" aria-label={t('loading')} />;
  // Not an alert: a section that failed to load must not shout over the rest of the page.
  else if (preferences.isError) body = <p className="text-danger small mb-0">{t('failed')}</p>;
  else
    body = (
      <>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <Form.Check
          type="switch"
          id="money-by-email"
          label={email ? t('emailMeAt', { email }) : t('emailMe')}
          checked={preferences.data.money_by_email}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.currentTarget.checked)}
        />
      </>
    );

  return (
    <ProfileSection name="messages" title={t('title')} intro={t('intro')}>
      {body}
    </ProfileSection>
  );
}
