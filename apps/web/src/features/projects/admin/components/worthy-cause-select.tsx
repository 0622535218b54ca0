import { Select } from '../../../../components/ui/select';
import { useQuery } from '@tanstack/react-query';
import { partnerOptionsQuery } from '../api/partner-options';

type WorthyCauseSelectProps = {
  /** The chosen partner's id, or null for every worthy cause. */
  value: string | null;
  /** The partner's id, or '' for every worthy cause. */
  onChange: (partnerId: string) => void;
  /** Said when the typed words match no worthy cause. */
  nothingFoundMessage?: string;
};

/** The staff project lists' worthy-cause filter: every partner by name, searchable. */
export function WorthyCauseSelect({ value, onChange, nothingFoundMessage }: WorthyCauseSelectProps) {
  const partners = useQuery(partnerOptionsQuery());
  return (
    <Select
      label="Worthy cause"
      placeholder={partners.isPending ? 'Loading…' : 'Every worthy cause'}
      data={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.worthy_cause_name }))}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Show every worthy cause' }}
      nothingFoundMessage={nothingFoundMessage}
    />
  );
}
