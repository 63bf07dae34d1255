import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toast } from '@portal/ui/toast';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import type { QuickReply } from '@portal/api-client/staff-contract/inbox';
import { Actions } from '../../../components/form-parts.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { useRemoveQuickReply } from '../api/inbox-queries.ts';

const Entry = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Texts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  @media (min-width: 720px) {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

/** One quick reply: its title, its text in both languages; change it, or delete it once asked. */
export function QuickReplyEntry({
  quickReply,
  onEdit,
}: {
  quickReply: QuickReply;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const title = quickReply.title[language];
  const remove = useRemoveQuickReply();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const removeIt = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(quickReply.id);
      toast.success(t('inbox:quickReplies.removed', { title }));
    } catch (error) {
      setFailure(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Entry aria-label={title}>
      <Title>{title}</Title>
      <Texts>
        <dt>{t('inbox:quickReplies.languages.en')}</dt>
        <dd lang="en">{quickReply.text.en}</dd>
        <dt>{t('inbox:quickReplies.languages.vi')}</dt>
        <dd lang="vi">{quickReply.text.vi}</dd>
      </Texts>
      <Actions>
        <Button
          type="button"
          variant="secondary"
          aria-label={t('inbox:quickReplies.editOf', { title })}
          onClick={onEdit}
        >
          {t('inbox:quickReplies.edit')}
        </Button>
        <Button
          type="button"
          variant="danger"
          aria-label={t('inbox:quickReplies.removeOf', { title })}
          onClick={() => setConfirming(true)}
        >
          {t('inbox:quickReplies.remove')}
        </Button>
      </Actions>
      {failure !== null && <Alert tone="error">{errorMessage(t, failure)}</Alert>}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('inbox:quickReplies.removeConfirm', { title })}
        message={t('inbox:quickReplies.removeConfirmMessage')}
        agreeLabel={t('inbox:quickReplies.remove')}
        disagreeLabel={t('inbox:quickReplies.cancel')}
        busy={remove.isPending}
        onAgree={() => void removeIt()}
        onDisagree={() => setConfirming(false)}
      />
    </Entry>
  );
}
