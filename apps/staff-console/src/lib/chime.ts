let context: AudioContext | undefined;

/**
 * A short two-note chime made with the Web Audio API (no sound file to load), for what arrives
 * live (a new order, a guest's message). Browsers keep audio silent until the page had a gesture:
 * the switch that turns it on is that gesture, and calls `unlockChime`.
 */
export function playChime(): void {
  if (!context) return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.32);
  }
}

/** Called from the staff member's click on a switch: the browser allows audio from then on. */
export function unlockChime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume();
}
