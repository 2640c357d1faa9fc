import { useStaffSession } from '../staff-session';

/** Whether the signed-in member may act (compliance) or only read (auditor). */
export function useMayAct(): boolean {
  const { me } = useStaffSession();
  return !!me?.roles.includes('compliance');
}

export const caseStatusLabels = { open: 'Open', closed: 'Closed', reported: 'Reported' } as const;
