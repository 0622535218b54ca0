import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { pageCountOf } from '../../lib/paging';

type ListPagerProps = {
  total: number;
  pageSize: number;
  /** The page shown (from the address). */
  page: number;
  onChange: (page: number) => void;
  /** Names the navigation, e.g. 'Pages of your projects'. */
  label: string;
};

/** The pages of a list, when there is more than one; fewer buttons on narrow screens. */
export function ListPager({ total, pageSize, page, onChange, label }: ListPagerProps) {
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const pages = pageCountOf(total, pageSize);
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
