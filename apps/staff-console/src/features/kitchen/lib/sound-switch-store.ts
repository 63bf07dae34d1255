import { create } from 'zustand';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

interface SoundSwitchState {
  soundOn: boolean;
  setSoundOn: (on: boolean) => void;
}

/** Whether a new order sounds on this computer: off until the staff member turns it on, then remembered. */
export const useSoundSwitch = create<SoundSwitchState>((set) => ({
  soundOn: localStorage.getItem(STORAGE_KEYS.kitchenSound) === 'on',
  setSoundOn: (on) => {
    localStorage.setItem(STORAGE_KEYS.kitchenSound, on ? 'on' : 'off');
    set({ soundOn: on });
  },
}));
