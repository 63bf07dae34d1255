import { createSoundSwitch } from '../../../lib/sound-switch.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/** Whether a new order sounds on this computer. */
export const useKitchenSoundSwitch = createSoundSwitch(STORAGE_KEYS.kitchenSound);
