import '@mantine/core/styles/Pagination.css';
import { Badge, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PartnerDocument } from '@goodhive/contract';
import { formatBytes, formatDisplayDay } from '@goodhive/contract/texts';
import { CheckIcon, DownloadIcon, TrashIcon } from '../../../components/ui/icons';
import { EmptyBlock, ErrorState, LoadingState, type EmptyContent } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatUsd } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { DOCUMENTS_PAGE_SIZE, useDownloadDocument, useSetDocumentStatus, type DocumentPage } from '../api/documents';
import { deferred } from '../../../components/ui/deferred';
import classes from './documents.module.css';

// The delete confirmation is a popover (floating-ui): it loads after the first paint, its button holding the place.
const DeleteButton = deferred(
  () => import('./delete-document-button').then((module) => module.DeleteButton),
  ({ doc }: { doc: PartnerDocument }) => (
    <Button variant="subtle" color="red" size="xs" leftSection={<TrashIcon size={16} />} aria-label={`Delete ${doc.title}`} aria-busy aria-disabled="true">
      Delete
    </Button>
  ),
);

const KIND_OF_FILE: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG image', 'image/jpeg': 'JPEG image', 'image/webp': 'WebP image', 'image/gif': 'GIF image' };

/** New (not opened by the partner yet) or Viewed. */
export function ReadBadge({ doc }: { doc: PartnerDocument }) {
  return doc.viewed ? (
    <Badge color="gray" variant="light" radius="sm" tt="none" data-testid="document-status">
      Viewed
    </Badge>
  ) : (
    <Badge color="honey" variant="filled" radius="sm" tt="none" data-testid="document-status">
      New
    </Badge>
  );
}

/** What a document is about, in one line: the period and amount, the year, or its description. */
function summaryOf(doc: PartnerDocument): string | null {
  if (doc.kind === 'remittance' && doc.period_start && doc.period_end) {
    return `${formatDisplayDay(doc.period_start)} to ${formatDisplayDay(doc.period_end)} · ${formatUsd(doc.amount_usd ?? 0).replace(' ', '\u00a0')}`;
  }
  if (doc.kind === 'annual' && doc.year) return `Year ${doc.year}`;
  return doc.description;
}


type ItemOptions = { showStatus: boolean; canMarkRead: boolean; canDelete: boolean };
/** What a list's rows offer beyond Download (each off unless set). */
export type DocumentListOptions = Partial<ItemOptions>;

/** One document: title, status, what it covers, its file, and what the viewer may do with it. */
function DocumentItem({ doc, options }: { doc: PartnerDocument; options: ItemOptions }) {
  const download = useDownloadDocument();
  const status = useSetDocumentStatus();
  const summary = summaryOf(doc);
  return (
    <li className={classes.item} data-testid="document-row">
      <div className={classes.itemText}>
        <Group gap="xs" wrap="wrap">
          <Text fw={650} fz="sm">
            {doc.title}
          </Text>
          {options.showStatus ? <ReadBadge doc={doc} /> : null}
        </Group>
        {summary ? (
          <Text fz="sm" c="dark.6" className={classes.numeric}>
            {summary}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed">
          Added {formatDisplayDay(doc.created_at)} · {KIND_OF_FILE[doc.content_type] ?? 'File'}, {formatBytes(doc.byte_size)}
        </Text>
      </div>
      <Group gap="xs" className={classes.itemActions}>
        <Button
          size="xs"
          variant="light"
          color="forest"
          leftSection={<DownloadIcon size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate(doc, { onError: (error) => toast.error(errorMessage(error), 'The file could not be downloaded') })}
          aria-label={`Download ${doc.title}`}
        >
          Download
        </Button>
        {options.canMarkRead ? (
          <Button
            size="xs"
            variant="subtle"
            color="forest"
            leftSection={doc.viewed ? undefined : <CheckIcon size={16} />}
            loading={status.isPending}
            onClick={() => status.mutate({ id: doc.id, viewed: !doc.viewed }, { onError: (error) => toast.error(errorMessage(error)) })}
          >
            {doc.viewed ? 'Mark as unread' : 'Mark as read'}
          </Button>
        ) : null}
        {options.canDelete ? <DeleteButton doc={doc} /> : null}
      </Group>
    </li>
  );
}

type DocumentListProps = {
  query: UseQueryResult<DocumentPage>;
  page: number;
  onPage: (page: number) => void;
  label: string;
  empty: EmptyContent;
  loadingLabel: string;
  options?: DocumentListOptions;
};

/** A paged list of documents with its loading, error and empty states. */
export function DocumentList({ query, page, onPage, label, empty, loadingLabel, options }: DocumentListProps) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  const { rows, total } = query.data;
  if (rows.length === 0 && page === 1) return <EmptyBlock {...empty} />;
  const pages = Math.max(1, Math.ceil(total / DOCUMENTS_PAGE_SIZE));
  const itemOptions: ItemOptions = { showStatus: false, canMarkRead: false, canDelete: false, ...options };
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" component="ul" aria-label={label} className={`${classes.list} ${query.isPlaceholderData ? classes.stale : ''}`}>
        {rows.map((doc) => (
          <DocumentItem key={doc.id} doc={doc} options={itemOptions} />
        ))}
      </Paper>
      {pages > 1 ? (
        <nav aria-label={`Pages of ${label.toLowerCase()}`}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            color="forest"
            size="sm"
            getItemProps={(n) => ({ 'aria-label': `Page ${n}`, 'aria-current': n === page ? 'page' : undefined })}
            getControlProps={(control) => ({ 'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page` })}
          />
        </nav>
      ) : null}
    </Stack>
  );
}
