import { create, type UseBoundStore, type StoreApi } from 'zustand';

export interface SoundSwitchState {
  soundOn: boolean;
  setSoundOn: (on: boolean) => void;
}

export type SoundSwitchStore = UseBoundStore<StoreApi<SoundSwitchState>>;

/**
 * Whether a screen's chime sounds on this computer (the kitchen's new order, the inbox's new
 * message): off until the staff member turns it on, then remembered under `storageKey`.
 */
export function createSoundSwitch(storageKey: string): SoundSwitchStore {
  return create<SoundSwitchState>((set) => ({
    soundOn: localStorage.getItem(storageKey) === 'on',
    setSoundOn: (on) => {
      localStorage.setItem(storageKey, on ? 'on' : 'off');
      set({ soundOn: on });
    },
  }));
}
