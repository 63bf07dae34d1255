import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { CONVERSATION_TEXT_MAX_LENGTH } from '@portal/api-client/rules/conversation';
import { InboxReply, type QuickReply } from '@portal/api-client/staff-contract/inbox';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { Actions } from '../../../components/form-parts.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { useSendReply } from '../api/inbox-queries.ts';
import { replyAttemptFor, type ReplyAttempt } from '../lib/reply-attempt.ts';
import { QuickReplyPicker } from './quick-reply-picker.tsx';

/**
 * The hotel's reply: at most 2 000 characters (the contract's schema judges it before sending),
 * a quick reply put in at the cursor in the guest's language, and what was typed kept when the
 * API refuses or the network fails.
 */
export function ReplyForm({
  threadId,
  guestName,
  language,
}: {
  threadId: number;
  guestName: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const send = useSendReply(threadId);
  const [text, setText] = useState('');
  const [quickReplyId, setQuickReplyId] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<'missing' | 'tooLong' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const attempt = useRef<ReplyAttempt | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  const insert = (quickReply: QuickReply, inserted: string) => {
    const field = area.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + inserted + text.slice(end));
    setQuickReplyId(quickReply.id);
    setProblem(null);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(start + inserted.length, start + inserted.length);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = InboxReply.safeParse({ text });
    if (!checked.success) {
      setProblem(text.trim() === '' ? 'missing' : 'tooLong');
      area.current?.focus();
      return;
    }
    setProblem(null);
    attempt.current = replyAttemptFor(attempt.current, text, quickReplyId);
    try {
      await send.mutateAsync(attempt.current);
      attempt.current = null;
      setText('');
      setQuickReplyId(undefined);
      toast.success(t('inbox:reply.sent'));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <StackForm onSubmit={(event) => void submit(event)} noValidate>
      <QuickReplyPicker language={language} onInsert={insert} />
      <TextArea
        ref={area}
        label={t('inbox:reply.label', { guest: guestName })}
        hint={t('inbox:reply.hint', {
          count: text.length,
          max: CONVERSATION_TEXT_MAX_LENGTH,
        })}
        error={
          problem === 'missing'
            ? t('inbox:reply.missing')
            : problem === 'tooLong'
              ? t('inbox:reply.tooLong', { max: CONVERSATION_TEXT_MAX_LENGTH })
              : undefined
        }
        rows={4}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '') setQuickReplyId(undefined);
        }}
      />
      {failure !== null && <Alert tone="error">{errorMessage(t, failure)}</Alert>}
      <Actions>
        <Button type="submit" loading={send.isPending}>
          {t('inbox:reply.send')}
        </Button>
      </Actions>
    </StackForm>
  );
}
