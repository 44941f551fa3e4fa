let context: AudioContext | undefined;

/**
 * A short two-note tone made in the browser (no file to fetch). Browsers let a page sound only
 * after a person's gesture: switching the sound on is one, and it opens the audio here so that a
 * later booking can sound without one.
 */
export function chime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const at = context.currentTime;
  void context.resume();
  for (const [i, hz] of [880, 1320].entries()) {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = hz;
    volume.gain.setValueAtTime(0.0001, at + i * 0.18);
    volume.gain.exponentialRampToValueAtTime(0.2, at + i * 0.18 + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + i * 0.18 + 0.16);
    tone.connect(volume).connect(context.destination);
    tone.start(at + i * 0.18);
    tone.stop(at + i * 0.18 + 0.17);
  }
}
