import type { KeenSliderInstance } from 'keen-slider';

/**
 * Moves a keen-slider to an absolute slide index, from wherever it is. Asked for the place it
 * already stands at while a move is still under way (Next and straight back, before a frame was
 * drawn), keen-slider would start nothing and leave that move's target standing: the move is
 * stopped there instead.
 */
export function moveToAbs(slider: KeenSliderInstance, abs: number): void {
  if (slider.track.idxToDist(abs, true)) slider.moveToIdx(abs, true);
  else if (slider.animator.targetIdx !== null) {
    slider.animator.stop();
    // keen-slider tells of a stop only once a frame of the move was drawn.
    slider.emit('animationStopped');
  }
}

/** Where the slider is going: the target of a move under way, else where it stands. */
export const headingFor = (slider: KeenSliderInstance): number => slider.animator.targetIdx ?? slider.track.details.abs;
