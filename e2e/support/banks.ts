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
