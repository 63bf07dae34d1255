import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import {
  RESERVATION_CSV_COLUMNS,
  RESERVATION_CSV_MAX_LENGTH,
  type ImportPreview,
} from '@portal/api-client/staff-contract/reservation-import';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { errorMessage } from '@portal/web-platform/error-message';
import { useImportReservations, usePreviewImport } from '../api/reservation-import-queries.ts';
import { ImportPreviewTable } from '../components/import-preview-table.tsx';
import { ImportProblems } from '../components/import-problems.tsx';

const Narrow = styled.div`
  max-width: 1000px;
`;

const Columns = styled.code`
  white-space: normal;
  overflow-wrap: anywhere;
`;

/** What the chosen file holds and what the API made of it. */
interface ChosenFile {
  csv: string;
  preview: ImportPreview;
}

/**
 * The front desk chooses a PMS export, sees every reservation it would create or every bad row,
 * and imports only a clean file.
 */
export function ImportReservationsPage() {
  const { t } = useTranslation();
  const previewImport = usePreviewImport();
  const importReservations = useImportReservations();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [imported, setImported] = useState<number | null>(null);

  async function read(csv: string) {
    setChosen({ csv, preview: await previewImport.mutateAsync(csv) });
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setChosen(null);
    setFailure(null);
    setImported(null);
    if (!file) return;
    try {
      const csv = await file.text();
      if (csv.length > RESERVATION_CSV_MAX_LENGTH) {
        setFailure(t('reservation-import:fileTooLarge'));
        return;
      }
      await read(csv);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  }

  async function importFile(csv: string) {
    setFailure(null);
    try {
      const result = await importReservations.mutateAsync(csv);
      setChosen(null);
      setImported(result.imported);
    } catch (error) {
      // The hotel changed since the preview (a number taken meanwhile): show the rows as they are now.
      if (error instanceof ApiRequestError && error.code === 'RESERVATION_IMPORT_REFUSED')
        await read(csv);
      else setFailure(errorMessage(t, error));
    }
  }

  const columns = RESERVATION_CSV_COLUMNS.join(', ');
  return (
    <Narrow>
      <ScreenTitle>{t('reservation-import:importTitle')}</ScreenTitle>
      <Stack $gap={4}>
        <p>{t('reservation-import:importIntro')}</p>
        <p>
          {t('reservation-import:columnsLabel')} <Columns>{columns}</Columns>
        </p>
        <Card>
          <TextField
            label={t('reservation-import:file')}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event)}
          />
        </Card>
        {previewImport.isPending && <p role="status">{t('reservation-import:reading')}</p>}
        {imported !== null && (
          <Alert tone="success">{t('reservation-import:imported', { count: imported })}</Alert>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
        {chosen && !chosen.preview.clean && <ImportProblems problems={chosen.preview.problems} />}
        {chosen?.preview.clean && (
          <Card>
            <Stack $gap={4}>
              <ImportPreviewTable reservations={chosen.preview.reservations} />
              <Button
                type="button"
                loading={importReservations.isPending}
                onClick={() => void importFile(chosen.csv)}
              >
                {t('reservation-import:import', { count: chosen.preview.reservations.length })}
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Narrow>
  );
}
