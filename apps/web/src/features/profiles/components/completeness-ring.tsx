import type { ProfileCompleteness } from '@goodhive/contract/texts';
import { CompletenessRing as Ring } from '../../../components/ui/completeness-ring';

type Props = { completeness: ProfileCompleteness; subject: string; title?: string };

/** A member's personal or company profile completeness (admin-and-partner.md's scoring) as the shared ring. */
export function CompletenessRing({ completeness, subject, title }: Props) {
  return <Ring score={completeness.score} missing={completeness.missing} subject={subject} title={title} completeText="Complete: nothing is missing" />;
}
