import { useMessages } from '../../../lib/i18n';
import type { DrawCheck } from '../model/check-draw';
import { fairnessMessages } from '../fairness.messages';
import { Details } from './Details';

export function Computation({ check }: { check: DrawCheck }) {
  const t = useMessages(fairnessMessages);
  if (!check.draw) return null;
  const { draw } = check;
  return (
    <Details
      rows={[
        [t('message'), <code key="m">{draw.message}</code>],
        ['HMAC-SHA256', <code key="h">{draw.hmacHex}</code>],
        [t('firstBytes'), <code key="x">{draw.x.toString()}</code>],
        [
          t('chance'),
          `${draw.probability.numerator.toString()} / ${draw.probability.denominator.toString()}`,
        ],
        [t('threshold'), <code key="t">{draw.threshold.toString()}</code>],
        [t('result'), draw.won ? t('resultWon') : t('resultLost')],
      ]}
    />
  );
}
