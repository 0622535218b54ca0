import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGE_SIZE } from '../api/partner-projects';

type ListPagerProps = { total: number; page: number; onChange: (page: number) => void; label: string; pageSize?: number };

/** The pages of a list, when there is more than one. */
export function ListPager({ total, page, onChange, label, pageSize = PAGE_SIZE }: ListPagerProps) {
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        color="forest"
        withEdges={!narrow}
        siblings={narrow ? 0 : 1}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}`, 'aria-current': n === page ? 'page' : undefined })}
        getControlProps={(control) => ({ 'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page` })}
      />
    </nav>
  );
}
