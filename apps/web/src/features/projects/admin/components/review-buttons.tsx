import { Button } from '@mantine/core';
import { useState } from 'react';
import { projectMessages } from '@goodhive/contract/texts';
import { useProjectMutation } from '../../api/use-project-mutation';
import { approveChange, approveProject, rejectChange, rejectProject } from '../api/admin-projects';
import { deferred } from '../../../../components/ui/deferred';
import type { ReviewDecision, ReviewDialogProps } from './review-dialog';

// The review dialog loads after the first paint; nothing shows until a decision opens it.
const ReviewDialog = deferred<ReviewDialogProps>(
  () => import('./review-dialog').then((module) => module.ReviewDialog),
  () => null,
);

type ReviewButtonsProps = {
  /** A submitted project (its id), or a pending change request (the change's id). */
  target: { kind: 'project'; id: number } | { kind: 'change'; id: number };
  title: string;
  size?: 'xs' | 'sm';
};

/** Approve and reject buttons with their dialog, for a submitted project or a pending change. */
export function ReviewButtons({ target, title, size = 'sm' }: ReviewButtonsProps) {
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const isChange = target.kind === 'change';
  const approve = useProjectMutation((note: string | null) => (isChange ? approveChange(target.id, note) : approveProject(target.id, note)), isChange ? projectMessages.changeApproved : projectMessages.approved);
  const reject = useProjectMutation((note: string) => (isChange ? rejectChange(target.id, note) : rejectProject(target.id, note)), isChange ? projectMessages.changeRejected : projectMessages.rejected);
  const approveLabel = isChange ? 'Approve change' : 'Approve';
  const rejectLabel = isChange ? 'Reject change' : 'Send back';
  return (
    <>
      <Button size={size} color="forest" onClick={() => setDecision('approve')} aria-label={`${approveLabel}: ${title}`}>
        {approveLabel}
      </Button>
      <Button size={size} variant="outline" color="red.9" onClick={() => setDecision('reject')} aria-label={`${rejectLabel}: ${title}`}>
        {rejectLabel}
      </Button>
      <ReviewDialog
        decision={decision}
        explanations={
          isChange
            ? {
                approve: `The change is applied to \u2018${title}\u2019 and givers see it at once. A note to the partner is optional.`,
                reject: `The live project stays as it is. Say why the change to \u2018${title}\u2019 is rejected: the partner sees your note.`,
              }
            : {
                approve: `\u2018${title}\u2019 goes live and givers see it at once. A note to the partner is optional.`,
                reject: `\u2018${title}\u2019 goes back to draft. Say what should change: the partner sees your note.`,
              }
        }
        onClose={() => setDecision(null)}
        labels={{ approve: approveLabel, reject: rejectLabel }}
        onDecide={(d, note) => (d === 'approve' ? approve.mutateAsync(note) : reject.mutateAsync(note ?? ''))}
      />
    </>
  );
}
