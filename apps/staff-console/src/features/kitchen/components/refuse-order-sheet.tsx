import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { BottomSheet } from '@portal/ui/bottom-sheet';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { REFUSAL_REASON_MAX_LENGTH } from '@portal/api-client/rules/order-flow';
import { fieldProblem } from '../../../lib/field-problem.ts';

// The contract's OrderMove is refined (a reason with Refused only), so its reason is spelt here.
const Refusal = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(REFUSAL_REASON_MAX_LENGTH)),
});
type Refusal = z.infer<typeof Refusal>;

interface RefuseOrderSheetProps {
  orderNumber: string;
  open: boolean;
  busy: boolean;
  onRefuse: (reason: string) => void;
  onClose: () => void;
}

/** Refusing an order needs a reason: the guest reads it on their order. */
export function RefuseOrderSheet({
  orderNumber,
  open,
  busy,
  onRefuse,
  onClose,
}: RefuseOrderSheetProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Refusal>({ defaultValues: { reason: '' }, resolver: zodResolver(Refusal) });
  const submit = handleSubmit(({ reason }) => onRefuse(reason));
  return (
    <BottomSheet
      open={open}
      title={t('kitchen:refuse.title', { number: orderNumber })}
      closeLabel={t('kitchen:refuse.close')}
      onClose={onClose}
    >
      <StackForm onSubmit={(event) => void submit(event)} noValidate>
        <TextArea
          label={t('kitchen:refuse.reason')}
          hint={t('kitchen:refuse.reasonHint')}
          maxLength={REFUSAL_REASON_MAX_LENGTH}
          required
          rows={3}
          {...register('reason')}
          error={fieldProblem(
            t,
            errors.reason,
            t('kitchen:refuse.reasonName'),
            getValues('reason'),
          )}
        />
        <Button type="submit" variant="danger" loading={busy}>
          {t('kitchen:refuse.submit')}
        </Button>
      </StackForm>
    </BottomSheet>
  );
}
