import { Button } from '@blueprintjs/core';
import { useEffect, useRef, type PointerEvent } from 'react';

export interface SignaturePadProps {
  /** The signature drawn so far, as a PNG's base64 (kept in the draft), or null. */
  readonly value: string | null;
  readonly onChange: (png: string | null) => void;
  readonly label: string;
  readonly clearLabel: string;
  readonly describedBy?: string;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A signature drawn with a finger, a pen or the mouse: the client's on the interpreter's screen, or the
 * customer's when signing a time report online (issue 15)
 * (pointer events cover all three). Each stroke's end saves the picture as a PNG; a kept one is
 * drawn back after a reload. The canvas scales to the screen's width; its drawing stays 600×200.
 */
export function SignaturePad({ value, onChange, label, clearLabel, describedBy }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const shown = useRef<string | null>(null);

  // A signature from the kept draft (or a cleared one) is put on the canvas; one just drawn already is.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || value === shown.current) return;
    context.clearRect(0, 0, WIDTH, HEIGHT);
    shown.current = value;
    if (value) {
      const image = new Image();
      image.onload = () => context.drawImage(image, 0, 0);
      image.src = `data:image/png;base64,${value}`;
    }
  }, [value]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * WIDTH, y: ((event.clientY - box.top) / box.height) * HEIGHT };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1c2127';
    context.beginPath();
    context.moveTo(x, y);
    // A dot for a tap.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    const png = event.currentTarget.toDataURL('image/png');
    const base64 = png.slice(png.indexOf(',') + 1);
    shown.current = base64;
    onChange(base64);
  };

  return (
    <div className="tolk-signature">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className="tolk-signature-canvas"
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Button variant="minimal" icon="eraser" disabled={value === null} onClick={() => onChange(null)}>
        {clearLabel}
      </Button>
    </div>
  );
}
