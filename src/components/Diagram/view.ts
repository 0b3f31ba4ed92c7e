/**
 * The geometry of the full-screen diagram viewer, apart from React so that it can be tested
 * alone: a view is the diagram's scale and the position of its top left corner on the stage.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

interface Size {
  width: number;
  height: number;
}

/** The smallest and largest scales the viewer allows. */
export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The whole diagram, as large as fits the stage (never above its drawn size), centred. */
export function fitView(diagram: Size, stage: Size): View {
  if (diagram.width <= 0 || diagram.height <= 0 || stage.width <= 0 || stage.height <= 0) {
    return {scale: 1, x: 0, y: 0};
  }
  const scale = clampScale(Math.min(stage.width / diagram.width, stage.height / diagram.height, 1));
  return {
    scale,
    x: (stage.width - diagram.width * scale) / 2,
    y: (stage.height - diagram.height * scale) / 2,
  };
}

/** Scales by `factor` around a point of the stage, which stays where it is on screen. */
export function zoomAt(view: View, factor: number, at: {x: number; y: number}): View {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return {scale, x: at.x - (at.x - view.x) * applied, y: at.y - (at.y - view.y) * applied};
}

/** Moves the diagram by (dx, dy) screen pixels. */
export function moveBy(view: View, dx: number, dy: number): View {
  return {...view, x: view.x + dx, y: view.y + dy};
}
