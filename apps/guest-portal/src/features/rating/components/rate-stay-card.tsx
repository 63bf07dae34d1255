import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { StackForm, Stack } from '@portal/ui/stack';
import { StarRating } from '@portal/ui/star-rating';
import { TextArea } from '@portal/ui/text-area';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useSessionDraft } from '../../../hooks/use-session-draft.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { guestApi } from '../../../lib/guest-api.ts';
import { RATING_EXPERIENCE_MAX_LENGTH } from '@portal/api-client/rules/limits';
import { checkRating, EMPTY_RATING, toRatingRequest, type RatingProblem } from '../rating-rules.ts';
import { ratingQuery } from '../api/rating-queries.ts';
import { toast } from '../../../lib/toast.ts';

/** Rate the stay (a score and the experience); a new rating replaces the old one. */
export function RateStayCard() {
  const { t } = useTranslation('rating');
  const rating = useQuery(ratingQuery);
  const queryClient = useQueryClient();
  const { draft, setDraft, forget } = useSessionDraft('rating', () => EMPTY_RATING);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<RatingProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkRating(draft);
    setProblem(found);
    setFailure(null);
    if (found) return;
    setBusy(true);
    try {
      await guestApi.rateStay({ body: toRatingRequest(draft) });
      forget();
      setDraft(EMPTY_RATING);
      setEditing(false);
      toast.success(t('thanks'));
      void queryClient.invalidateQueries({ queryKey: ratingQuery.queryKey });
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  const given = rating.data?.rating;
  let body;
  if (rating.isPending) {
    body = <Skeleton label={t('app.loading')} lines={2} />;
  } else if (given && !editing) {
    body = (
      <Stack $gap={2}>
        <p style={{ margin: 0 }}>{t('given', { score: given.score })}</p>
        {given.experience && <blockquote style={{ margin: 0 }}>{given.experience}</blockquote>}
        <Button
          variant="secondary"
          onClick={() => {
            setDraft({ score: given.score, experience: given.experience });
            setEditing(true);
          }}
        >
          {t('change')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <StackForm onSubmit={submit} noValidate aria-labelledby="rate-title">
        <StarRating
          legend={t('score')}
          value={draft.score}
          onChange={(score) => {
            setDraft((current) => ({ ...current, score }));
            setProblem(null);
          }}
          starLabel={(stars) => t('stars', { count: stars })}
          required
          error={
            problem === 'missingScore'
              ? t('validation.missing', { value: t('scoreName') })
              : undefined
          }
        />
        <TextArea
          label={t('experience')}
          value={draft.experience}
          maxLength={RATING_EXPERIENCE_MAX_LENGTH}
          placeholder={t('validation.pleaseEnter', { value: t('experienceName') })}
          onChange={(event) => {
            const experience = event.target.value;
            setDraft((current) => ({ ...current, experience }));
          }}
          error={
            problem === 'experienceTooLong'
              ? t('tooLong', { max: RATING_EXPERIENCE_MAX_LENGTH })
              : undefined
          }
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" loading={busy}>
          {t('send')}
        </Button>
      </StackForm>
    );
  }

  return (
    <Card aria-labelledby="rate-title">
      <SectionTitle id="rate-title">{t('title')}</SectionTitle>
      {rating.error && !rating.data ? (
        <Alert tone="error">{errorMessage(t, rating.error)}</Alert>
      ) : (
        body
      )}
    </Card>
  );
}
