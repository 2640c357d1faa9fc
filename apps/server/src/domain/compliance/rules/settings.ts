/** Each rule's settings (config.ts, AML_* and LARGE_TRANSACTION_*), passed in by the job. */
export interface MonitoringSettings {
  velocityCount: number;
  velocityWindowMinutes: number;
  structuringCount: number;
  structuringMarginBps: number;
  /** The figure structuring stays under: the person's large-transaction threshold (₦5m by default). */
  structuringThresholdKobo: number;
  passThroughMinutes: number;
  winSentMinutes: number;
  cardPhonesCount: number;
  dormantDays: number;
  dormantWakeKobo: number;
}

export const minutesBefore = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * 60_000).toISOString();
