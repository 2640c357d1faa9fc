export interface BenchResult {
  name: string;
  markdown: string;
  /** False fails `npm run bench` (size budgets); speed figures are reported and compared, not asserted in tests. */
  withinBudget: boolean;
}
