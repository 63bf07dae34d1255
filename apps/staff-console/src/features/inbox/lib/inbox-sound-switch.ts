import { createSoundSwitch } from '../../../lib/sound-switch.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/** Whether a guest's new message sounds on this computer. */
export const useInboxSoundSwitch = createSoundSwitch(STORAGE_KEYS.inboxSound);
