import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { unlockNewOrderTone } from '../lib/new-order-tone.ts';
import { useSoundSwitch } from '../lib/sound-switch-store.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Switch = styled.button<{ $on: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $on }) => ($on ? theme.color.onPrimary : theme.color.primary)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The switch of the new-order sound, remembered on this computer; off until turned on. */
export function SoundSwitch() {
  const { t } = useTranslation();
  const { soundOn, setSoundOn } = useSoundSwitch();
  useEffect(() => {
    if (!soundOn) return undefined;
    // Remembered as on from an earlier visit: the browser still waits for a gesture on this page.
    const unlock = () => unlockNewOrderTone();
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [soundOn]);
  return (
    <Row>
      <Switch
        type="button"
        role="switch"
        aria-checked={soundOn}
        $on={soundOn}
        onClick={() => {
          if (!soundOn) unlockNewOrderTone();
          setSoundOn(!soundOn);
        }}
      >
        {t('kitchen:sound.label')}
      </Switch>
      <Hint>{t(soundOn ? 'kitchen:sound.onHint' : 'kitchen:sound.offHint')}</Hint>
    </Row>
  );
}
