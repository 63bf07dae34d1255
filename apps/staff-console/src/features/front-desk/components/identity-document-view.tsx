import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Skeleton } from '@portal/ui/skeleton';
import type { IdentityDocument } from '@portal/api-client/contract/check-in';
import { errorMessage } from '@portal/web-platform/error-message';
import { fetchIdentityDocument } from '../api/identity-document-file.ts';

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 480px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  figcaption {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

const PdfLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.color.link};
  overflow-wrap: anywhere;
`;

type Shown =
  | { state: 'idle' | 'loading' }
  | { state: 'shown'; url: string }
  | { state: 'failed'; message: string };

/** Reads the file (an audited view) into a blob URL, forgotten when the screen leaves it. */
function useDocumentFile(id: number, wanted: boolean): Shown {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>({ state: 'idle' });
  useEffect(() => {
    if (!wanted) return undefined;
    let url: string | null = null;
    let gone = false;
    setShown({ state: 'loading' });
    fetchIdentityDocument(id).then(
      (blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setShown({ state: 'shown', url });
      },
      (error: unknown) => {
        if (!gone) setShown({ state: 'failed', message: errorMessage(t, error) });
      },
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, wanted, t]);
  return shown;
}

/**
 * One identity document, inline: a picture shown at once, a PDF as a link to open once asked for
 * (reading it is a view, written to the audit log, so a PDF is not read until the desk wants it).
 */
export function IdentityDocumentView({
  document,
  guest,
}: {
  document: IdentityDocument;
  guest: string;
}) {
  const { t } = useTranslation();
  const isPdf = document.contentType === 'application/pdf';
  const [wanted, setWanted] = useState(!isPdf);
  const file = useDocumentFile(document.id, wanted);
  const alt = t('front-desk:document.alt', { guest, file: document.fileName });
  if (file.state === 'failed') return <Alert tone="error">{file.message}</Alert>;
  if (isPdf) {
    if (file.state === 'shown')
      return (
        <PdfLink href={file.url} target="_blank" rel="noopener">
          {t('front-desk:document.open', { file: document.fileName })}
        </PdfLink>
      );
    return (
      <Button
        type="button"
        variant="secondary"
        loading={file.state === 'loading'}
        onClick={() => setWanted(true)}
      >
        {t('front-desk:document.show', { file: document.fileName })}
      </Button>
    );
  }
  if (file.state !== 'shown') return <Skeleton label={t('app.loading')} />;
  return (
    <Figure>
      <Picture src={file.url} alt={alt} />
      <figcaption>{document.fileName}</figcaption>
    </Figure>
  );
}
