import {describe, expect, it} from 'vitest';
import {fitView, MAX_SCALE, MIN_SCALE, moveBy, zoomAt} from './view';

describe('the full-screen diagram view', () => {
  it('fits a wide diagram to the stage’s width, centred, and never enlarges a small one', () => {
    expect(fitView({width: 2000, height: 500}, {width: 400, height: 800})).toEqual({
      scale: 0.2,
      x: 0,
      y: 350,
    });
    expect(fitView({width: 200, height: 100}, {width: 400, height: 800})).toEqual({
      scale: 1,
      x: 100,
      y: 350,
    });
  });

  it('keeps the point it zooms at where it is on screen', () => {
    const view = {scale: 0.5, x: 10, y: 20};
    const at = {x: 200, y: 300};
    const zoomed = zoomAt(view, 2, at);
    expect(zoomed.scale).toBe(1);
    // The diagram point under `at` before and after.
    const pointBefore = {x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale};
    expect((at.x - zoomed.x) / zoomed.scale).toBeCloseTo(pointBefore.x);
    expect((at.y - zoomed.y) / zoomed.scale).toBeCloseTo(pointBefore.y);
  });

  it('stays between its smallest and largest scale', () => {
    expect(zoomAt({scale: 7, x: 0, y: 0}, 4, {x: 0, y: 0}).scale).toBe(MAX_SCALE);
    expect(zoomAt({scale: 0.2, x: 0, y: 0}, 0.01, {x: 0, y: 0}).scale).toBe(MIN_SCALE);
  });

  it('moves by screen pixels at any scale', () => {
    expect(moveBy({scale: 3, x: 5, y: 5}, -10, 20)).toEqual({scale: 3, x: -5, y: 25});
  });
});
