import { useState } from 'react';
import { useConsoleAction } from '../kit/console-action';

/**
 * An answer staff ask for (the bank's name enquiry, the CAC register) and then must accept before the form can
 * be sent: asking again, or changing what was asked about, forgets the answer and the acceptance, and the form
 * hears `null` until the new answer is accepted.
 */
export function useCheckedAnswer<Answer, Accepted>(onChange: (accepted: Accepted | null) => void) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [accepted, setAccepted] = useState(false);
  const { busy, error, run } = useConsoleAction();

  const reset = () => {
    setAnswer(null);
    setAccepted(false);
    onChange(null);
  };
  const check = (ask: () => Promise<Answer>) =>
    run(async () => {
      reset();
      setAnswer(await ask());
    });
  const accept = (yes: boolean, value: Accepted) => {
    setAccepted(yes);
    onChange(yes ? value : null);
  };
  return { answer, accepted, busy, error, reset, check, accept };
}
