import { CsvError, parse } from 'csv-parse/sync';
import {
  RESERVATION_CSV_COLUMNS,
  RESERVATION_CSV_OPTIONAL_COLUMNS,
  type ImportProblem,
  type ReservationCsvColumn,
  type ReservationCsvOptionalColumn,
} from '@portal/api-client/staff-contract/reservation-import';

type CsvColumn = ReservationCsvColumn | ReservationCsvOptionalColumn;
const CSV_COLUMNS: readonly CsvColumn[] = [
  ...RESERVATION_CSV_COLUMNS,
  ...RESERVATION_CSV_OPTIONAL_COLUMNS,
];

/**
 * One guest's row of the file, by column, with its line (the header is line 1); an optional
 * column the file leaves out reads ''.
 */
export interface CsvGuestRow {
  line: number;
  values: Record<CsvColumn, string>;
}

export interface ReadCsv {
  rows: CsvGuestRow[];
  /** The header's and unreadable rows' problems; the rows' values are judged afterwards. */
  problems: ImportProblem[];
}

interface ParsedRecord {
  record: string[];
  line: number;
}

function isColumn(name: string): name is CsvColumn {
  return (CSV_COLUMNS as readonly string[]).includes(name);
}

/**
 * Reads a PMS export with csv-parse: a header naming the columns (any order, case and extra
 * columns ignored), then one row per guest. A row whose fields do not line up with the header is
 * unreadable; a broken quote makes the rest of the file unreadable from its line on.
 */
export function readReservationCsv(text: string): ReadCsv {
  let records: ParsedRecord[];
  try {
    const lines: number[] = [];
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record, context) => {
        lines.push(context.lines);
        return record;
      },
    }).map((record, index) => ({ record, line: lines[index] ?? 1 }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = 'lines' in error && typeof error.lines === 'number' ? error.lines : 1;
    return { rows: [], problems: [{ row: line, field: '', reason: 'UNREADABLE_ROW' }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ row: 1, field: '', reason: 'NO_ROWS' }] };

  const names = header.record.map((name) => name.trim().toLowerCase());
  const headerLine = header.line;
  const timesNamed = (column: CsvColumn) => names.filter((name) => name === column).length;
  const problems: ImportProblem[] = [
    ...RESERVATION_CSV_COLUMNS.filter((column) => timesNamed(column) !== 1),
    ...RESERVATION_CSV_OPTIONAL_COLUMNS.filter((column) => timesNamed(column) > 1),
  ].map((column) => ({ row: headerLine, field: column, reason: 'WRONG_HEADER' }));
  if (problems.length > 0) return { rows: [], problems };
  if (body.length === 0)
    return { rows: [], problems: [{ row: headerLine, field: '', reason: 'NO_ROWS' }] };

  const rows: CsvGuestRow[] = [];
  for (const { record, line } of body) {
    if (record.length !== names.length) {
      problems.push({ row: line, field: '', reason: 'UNREADABLE_ROW' });
      continue;
    }
    const values = Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])) as Record<
      CsvColumn,
      string
    >;
    names.forEach((name, index) => {
      if (isColumn(name)) values[name] = record[index] ?? '';
    });
    rows.push({ line, values });
  }
  return { rows, problems };
}
