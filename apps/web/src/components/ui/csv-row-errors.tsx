import { Alert, Table, Text } from '@mantine/core';
import { DataTable } from './data-table';

/** How many rows with errors a CSV preview lists; the rest are counted below the table. */
const SHOWN_ROWS = 200;

type CsvRow = { line: number; email: string; errors: string[] };

/**
 * What a CSV import's preview found wrong: the file's own problems as alerts, then the rows with errors (line,
 * e-mail, problem), the first 200 of them, and how many more there are.
 */
export function CsvRowErrors({ fileErrors, rows, testId }: { fileErrors: string[]; rows: CsvRow[]; testId: string }) {
  const withErrors = rows.filter((r) => r.errors.length > 0);
  return (
    <>
      {fileErrors.map((e) => (
        <Alert key={e} color="red">
          {e}
        </Alert>
      ))}
      {withErrors.length ? (
        <DataTable minWidth={520} testId={testId} caption="Rows with errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col">E-mail</Table.Th>
              <Table.Th scope="col">Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {withErrors.slice(0, SHOWN_ROWS).map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{r.email || '—'}</Table.Td>
                <Table.Td>{r.errors.join(' ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      ) : null}
      {withErrors.length > SHOWN_ROWS ? <Text fz="sm">…and {(withErrors.length - SHOWN_ROWS).toLocaleString('en-US')} more rows with errors.</Text> : null}
    </>
  );
}
