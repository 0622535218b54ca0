import '@mantine/core/styles/NumberInput.css';
import { NumberInput, TextInput } from '@mantine/core';
import { GIVING_CURRENCIES, GIVING_PAYMENT_METHODS, adminGivingMessages, givingPaymentMethodLabels } from '@goodhive/contract/texts';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { ClearFiltersButton, FilterBar } from '../../../components/ui/filter-bar';
import { Select } from '../../../components/ui/select';
import { hasGivingFilters, isAmountRangeReversed, isDateRangeReversed, type GivingFilters } from '../giving-filters';

type Option = { value: string; label: string };
type Props = {
  filters: GivingFilters;
  partners: Option[];
  projects: Option[];
  onChange: (patch: Partial<GivingFilters>) => void;
  onClear: () => void;
};

const STATUS_OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
];
const METHOD_OPTIONS = GIVING_PAYMENT_METHODS.map((m) => ({ value: m, label: givingPaymentMethodLabels[m] }));
const CURRENCY_OPTIONS = GIVING_CURRENCIES.map((c) => ({ value: c, label: c }));

/** A chosen id named in the address but not among the options still shows as chosen. */
function withChosen(options: Option[], id: number | null, label: string): Option[] {
  return id === null || options.some((o) => o.value === String(id)) ? options : [...options, { value: String(id), label: `${label} ${id}` }];
}

const idOf = (value: string) => (/^\d+$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null);
const amountOf = (value: string | number) => (value === '' || Number.isNaN(Number(value)) ? null : Number(value));

/** The staff giving filters: days, partner, project, status, payment method, currency, amount range, company and giver. */
export function GivingFilterBar({ filters, partners, projects, onChange, onClear }: Props) {
  const select = { clearable: true, comboboxProps: { withinPortal: true } } as const;
  return (
    <FilterBar columns={{ base: 2, sm: 3, lg: 6 }} align="start">
      <DateRangeFields
        begin={filters.dateFrom}
        end={filters.dateTo}
        onBeginChange={(day) => onChange({ dateFrom: day || null })}
        onEndChange={(day) => onChange({ dateTo: day || null })}
        error={isDateRangeReversed(filters) ? adminGivingMessages.dateRange : undefined}
      />
      <Select
        label="Partner"
        placeholder="All partners"
        data={withChosen(partners, filters.partnerId, 'Partner')}
        value={filters.partnerId === null ? null : String(filters.partnerId)}
        onChange={(v) => onChange({ partnerId: v ? Number(v) : null })}
        searchable
        nothingFoundMessage="No partner matches"
        clearButtonProps={{ 'aria-label': 'Clear the partner' }}
        {...select}
      />
      <Select
        label="Project"
        placeholder="All projects"
        data={withChosen(projects, filters.projectId, 'Project')}
        value={filters.projectId === null ? null : String(filters.projectId)}
        onChange={(v) => onChange({ projectId: v ? Number(v) : null })}
        searchable
        nothingFoundMessage="No project matches"
        clearButtonProps={{ 'aria-label': 'Clear the project' }}
        {...select}
      />
      <Select
        label="Status"
        placeholder="Paid and unpaid"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(v) => onChange({ status: (v as GivingFilters['status']) ?? null })}
        clearButtonProps={{ 'aria-label': 'Clear the status' }}
        {...select}
      />
      <Select
        label="Payment method"
        placeholder="Every method"
        data={METHOD_OPTIONS}
        value={filters.paymentMethod}
        onChange={(v) => onChange({ paymentMethod: (v as GivingFilters['paymentMethod']) ?? null })}
        clearButtonProps={{ 'aria-label': 'Clear the payment method' }}
        {...select}
      />
      <Select
        label="Currency"
        placeholder="USD and SGD"
        data={CURRENCY_OPTIONS}
        value={filters.currency}
        onChange={(v) => onChange({ currency: (v as GivingFilters['currency']) ?? null })}
        clearButtonProps={{ 'aria-label': 'Clear the currency' }}
        {...select}
      />
      <NumberInput label="Amount from (USD)" min={0} decimalScale={2} value={filters.amountMin ?? ''} onChange={(v) => onChange({ amountMin: amountOf(v) })} />
      <NumberInput
        label="Amount to (USD)"
        min={0}
        decimalScale={2}
        value={filters.amountMax ?? ''}
        onChange={(v) => onChange({ amountMax: amountOf(v) })}
        error={isAmountRangeReversed(filters) ? adminGivingMessages.amountRange : undefined}
      />
      <TextInput label="Company ID" inputMode="numeric" defaultValue={filters.companyId ?? ''} key={`c${filters.companyId}`} onBlur={(e) => onChange({ companyId: idOf(e.currentTarget.value) })} />
      <TextInput label="User ID" inputMode="numeric" defaultValue={filters.userId ?? ''} key={`u${filters.userId}`} onBlur={(e) => onChange({ userId: idOf(e.currentTarget.value) })} />
      <ClearFiltersButton active={hasGivingFilters(filters)} onClear={onClear} ownRow />
    </FilterBar>
  );
}
