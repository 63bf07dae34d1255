import { useEffect } from 'react';
import styled from 'styled-components';
import { unlockChime } from '../lib/chime.ts';
import type { SoundSwitchStore } from '../lib/sound-switch.ts';

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

interface SoundSwitchProps {
  /** The screen's own remembered switch (`createSoundSwitch`). */
  useSwitch: SoundSwitchStore;
  label: string;
  onHint: string;
  offHint: string;
}

/** The switch of a screen's chime, remembered on this computer; off until turned on. */
export function SoundSwitch({ useSwitch, label, onHint, offHint }: SoundSwitchProps) {
  const { soundOn, setSoundOn } = useSwitch();
  useEffect(() => {
    if (!soundOn) return undefined;
    // Remembered as on from an earlier visit: the browser still waits for a gesture on this page.
    const unlock = () => unlockChime();
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
          if (!soundOn) unlockChime();
          setSoundOn(!soundOn);
        }}
      >
        {label}
      </Switch>
      <Hint>{soundOn ? onHint : offHint}</Hint>
    </Row>
  );
}
