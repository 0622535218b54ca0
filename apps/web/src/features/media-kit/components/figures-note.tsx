import { Alert, Text } from '@mantine/core';
import type { MediaKit } from '@goodhive/contract';
import { mediaKitTexts } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { formatCount, pluralise } from '../../../lib/money';

/** Whose figures fill the personalised files, or why there are none yet. */
export function FiguresNote({ kit }: { kit: MediaKit }) {
  const f = kit.figures;
  if (!kit.has_figures) {
    return (
      <Alert color="honey" variant="light" icon={<AlertIcon />} title="No figures yet" role="status">
        <Text fz="sm">{mediaKitTexts.noFiguresYet}</Text>
      </Alert>
    );
  }
  return (
    <Text fz="sm" c="dimmed" data-testid="media-kit-figures">
      Filled in for <b>{f.name}</b>: {pluralise(f.total_impacts, 'impact')}, {formatCount(f.beneficiaries)} {f.beneficiaries === 1 ? 'beneficiary' : 'beneficiaries'},{' '}
      {pluralise(f.projects_supported, 'project')} in {pluralise(f.countries_reached, 'country', 'countries')}. {mediaKitTexts.figuresNote}
    </Text>
  );
}
