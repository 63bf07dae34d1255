import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

// Checked by `typecheck`, never run or bundled: each `@ts-expect-error` below proves that a wrong
// key or namespace fails the build. Were the texts untyped, the directive would be unused and
// `tsc` would fail on it instead.

export function useCheckInTextsFixture(): string[] {
  const { t } = useTranslation('check-in');
  return [
    t('title'),
    t('app.loading'),
    // @ts-expect-error a key the check-in texts do not have
    t('titel'),
    // @ts-expect-error another feature's key is not reachable from the check-in namespace
    t('greeting', { name: 'Anna' }),
  ];
}

export function useCommonTextsFixture(): string[] {
  const { t } = useTranslation();
  return [
    t('app.loading'),
    t('errors.UNAUTHENTICATED'),
    // @ts-expect-error a common key with a typo
    t('app.lodaing'),
  ];
}

export function useTwoNamespacesFixture(): string[] {
  const { t } = useTranslation(['reservation', 'rating']);
  return [
    t('rating:title'),
    t('reservation:title'),
    // @ts-expect-error a namespace the hook did not ask for
    t('home:greeting', { name: 'Anna' }),
  ];
}

export function fixedTextsFixture(): string[] {
  return [
    i18next.t('check-in:title'),
    // @ts-expect-error a namespace no feature has
    i18next.t('checkIn:title'),
    // @ts-expect-error a key the namespace does not have
    i18next.t('check-in:typo'),
  ];
}
