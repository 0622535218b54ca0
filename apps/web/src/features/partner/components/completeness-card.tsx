import type { PartnerProfile } from '@goodhive/contract';
import { CompletenessRing } from '../../../components/ui/completeness-ring';

/** The profile completeness score (base 40, points per filled field, at most 100) and what is still missing, with the points each adds. */
export function CompletenessCard({ completeness, isStaffView = false }: { completeness: PartnerProfile['completeness']; isStaffView?: boolean }) {
  return (
    <CompletenessRing
      score={completeness.score}
      missing={completeness.missing.map((m) => ({ key: m.field, label: m.label, points: m.points }))}
      subject={isStaffView ? 'This profile' : 'Your profile'}
      completeText="Complete: givers and our team see everything they need"
    />
  );
}
