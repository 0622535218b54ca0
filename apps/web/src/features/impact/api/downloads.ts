import { useMutation } from '@tanstack/react-query';
import { impactHistoryCsvFileName, statementFileName } from '@goodhive/contract/texts';
import { apiFile } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { historyCsvQuery, statementQuery, type GivingAccount, type HistoryFilters } from '../../../lib/history-filters';

type Subject = { id: number; account: GivingAccount };

/** GET /api/v2/impact-history-csv with the screen's filters, saved under the server's file name. */
export async function downloadHistoryCsv(filters: HistoryFilters, account: GivingAccount): Promise<void> {
  const file = await apiFile('/v2/impact-history-csv', { query: historyCsvQuery(filters, account) });
  saveFile(file.blob, file.filename ?? impactHistoryCsvFileName(filters.begin, filters.end));
}

/** GET /api/user/contribution/statement: the PDF statement of the filtered period. */
export async function downloadStatement(filters: HistoryFilters, subject: Subject): Promise<void> {
  const file = await apiFile('/user/contribution/statement', { query: statementQuery(filters, subject) });
  saveFile(file.blob, file.filename ?? statementFileName(filters.begin, filters.end));
}

export const useDownloadHistoryCsv = () =>
  useMutation({ mutationFn: ({ filters, account }: { filters: HistoryFilters; account: GivingAccount }) => downloadHistoryCsv(filters, account) });
export const useDownloadStatement = () =>
  useMutation({ mutationFn: ({ filters, subject }: { filters: HistoryFilters; subject: Subject }) => downloadStatement(filters, subject) });
