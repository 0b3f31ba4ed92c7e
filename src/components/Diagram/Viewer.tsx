import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {fitView, moveBy, zoomAt, type View} from './view';
import styles from './styles.module.css';

export interface ViewerProps {
  src: string;
  alt: string;
  /** The diagram's own size, in CSS pixels. */
  width: number;
  height: number;
  onClose: () => void;
}

/** Each press of a zoom control or key multiplies the scale by this factor (or divides it). */
const ZOOM_STEP = 1.25;
/** Each arrow key press moves the diagram this far, in screen pixels. */
const PAN_STEP = 48;

/**
 * The diagram full screen, in a modal <dialog>: the browser moves focus into it, keeps the page
 * behind inert, closes it on Escape and announces it by its label. It opens fitted to the
 * screen; it zooms with the buttons, + and − (0 fits again), the wheel and two fingers, and
 * moves with the arrow keys, a drag or one finger. The zoom level is announced as it changes.
 * No library: pointer events carry mouse, pen and touch alike.
 */
export default function Viewer({src, alt, width, height, onClose}: ViewerProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({scale: 1, x: 0, y: 0});
  const pointers = useRef(new Map<number, {x: number; y: number}>());

  const stageSize = useCallback(() => {
    const box = stage.current?.getBoundingClientRect();
    return {width: box?.width ?? 0, height: box?.height ?? 0};
  }, []);
  const fit = useCallback(
    () => setView(fitView({width, height}, stageSize())),
    [width, height, stageSize],
  );
  const zoom = useCallback(
    (factor: number, at?: {x: number; y: number}) => {
      const size = stageSize();
      setView((current) => zoomAt(current, factor, at ?? {x: size.width / 2, y: size.height / 2}));
    },
    [stageSize],
  );

  // Opened once, when mounted; a new onClose from a parent's render must not open it again.
  const closeHandler = useRef(onClose);
  closeHandler.current = onClose;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    fit();
    const closed = () => closeHandler.current();
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [fit]);

  // The wheel zooms at the pointer; the listener is not passive so that the page does not scroll.
  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoom(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, {
        x: event.clientX - box.left,
        y: event.clientY - box.top,
      });
    };
    element.addEventListener('wheel', wheel, {passive: false});
    return () => element.removeEventListener('wheel', wheel);
  }, [zoom]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoom(1 / ZOOM_STEP);
    else if (event.key === '0') fit();
    else if (moves[event.key] && event.target === stage.current) {
      const [dx, dy] = moves[event.key];
      setView((current) => moveBy(current, dx, dy));
    } else return;
    event.preventDefault();
  };

  const localPoint = (event: React.PointerEvent) => {
    const box = stage.current?.getBoundingClientRect();
    return {x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0)};
  };
  const onPointerDown = (event: React.PointerEvent) => {
    stage.current?.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, localPoint(event));
  };
  const onPointerMove = (event: React.PointerEvent) => {
    const known = pointers.current;
    const before = known.get(event.pointerId);
    if (!before) return;
    const after = localPoint(event);
    if (known.size === 1) {
      setView((current) => moveBy(current, after.x - before.x, after.y - before.y));
    } else if (known.size === 2) {
      // Two fingers: the scale follows the distance between them, around their midpoint.
      const [other] = [...known.entries()]
        .filter(([id]) => id !== event.pointerId)
        .map(([, p]) => p);
      const spreadBefore = Math.hypot(before.x - other.x, before.y - other.y);
      const spreadAfter = Math.hypot(after.x - other.x, after.y - other.y);
      if (spreadBefore > 0) {
        const middle = {x: (after.x + other.x) / 2, y: (after.y + other.y) / 2};
        setView((current) => zoomAt(current, spreadAfter / spreadBefore, middle));
      }
    }
    known.set(event.pointerId, after);
  };
  const onPointerEnd = (event: React.PointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label="Diagram, full screen"
      aria-describedby="diagram-viewer-description"
      onKeyDown={onKeyDown}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.tool}
          onClick={() => zoom(ZOOM_STEP)}
          aria-label="Zoom in">
          +
        </button>
        <button
          type="button"
          className={styles.tool}
          onClick={() => zoom(1 / ZOOM_STEP)}
          aria-label="Zoom out">
          −
        </button>
        <button type="button" className={styles.tool} onClick={fit}>
          Fit
        </button>
        <span className={styles.level} role="status">
          Zoom {Math.round(view.scale * 100)}%
        </span>
        <button type="button" className={styles.tool} onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <p id="diagram-viewer-description" className={styles.hint}>
        Move with the arrow keys or by dragging; zoom with + and − or two fingers; 0 fits the
        screen; Escape closes.
      </p>
      <div
        ref={stage}
        className={styles.stage}
        // A focusable region, so that the arrow keys reach it and a keyboard reader can move it.
        tabIndex={0}
        role="group"
        aria-label="Diagram"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}>
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          draggable={false}
          className={styles.image}
          style={{transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`}}
        />
      </div>
    </dialog>
  );
}
