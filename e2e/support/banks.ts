import type { Locator, Page } from 'playwright-core';

/**
 * Chooses a bank in the searchable bank picker (a combobox labelled "Bank", on /dashboard/transfer and the
 * console's vendor forms): types the name, then taps the option.
 */
export async function chooseBank(scope: Page | Locator, optionName: string): Promise<void> {
  const picker = scope.getByRole('combobox', { name: 'Bank', exact: true });
  await picker.fill(optionName.replace(/ \(unavailable\)$/, ''));
  await scope.getByRole('option', { name: optionName, exact: true }).click();
}

/**
 * The Transfer Funds page's answer to a sent transfer: its success (a status) or its refusal (an alert), the
 * only live messages in that region once the review sheet has closed.
 */
export function transferAnswer(page: Page): Locator {
  const transfer = page.getByRole('region', { name: 'Transfer Funds' });
  return transfer.getByRole('status').or(transfer.getByRole('alert'));
}
