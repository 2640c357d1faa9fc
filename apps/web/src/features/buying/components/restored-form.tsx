import type { ComponentType } from 'react';
import type { PurchaseFormFields } from '../checkout/saved-purchase-form';
import { useRestoredPurchaseForm } from '../model/use-restored-form';

/**
 * A purchase form that, back from a checkout that did not go through, shows the form as the buyer left it:
 * the saved fields are read after hydration, and the form is drawn afresh with them (its `key` changes), so
 * its state starts from them.
 */
export function withRestoredPurchaseForm<Props extends { originPath: string }>(
  Form: ComponentType<Props & { restored: PurchaseFormFields | null }>,
) {
  return function RestoredPurchaseForm(props: Props) {
    const restored = useRestoredPurchaseForm(props.originPath);
    return <Form key={restored ? 'restored' : 'blank'} {...props} restored={restored} />;
  };
}
