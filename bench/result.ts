export interface BenchResult {
  name: string;
  markdown: string;
  /** False fails `npm run bench` (any budget: sizes, and speed ratios against the same run's reference); no unit test asserts a speed. */
  withinBudget: boolean;
}
