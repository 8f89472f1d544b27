import type { TextElement } from '@vitrina/editor-core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fontStack, physicalAlign, resolveDirection } from '../canvas/textLayout';
import type { View } from '../canvas/viewport';

export interface TextEditOverlayProps {
  element: TextElement;
  view: View;
  onCommit: (text: string) => void;
  onCancel: () => void;
}

/** A text area laid exactly over a text element (same box, rotation, font and direction) while it is edited. */
export function TextEditOverlay({ element, view, onCommit, onCancel }: TextEditOverlayProps) {
  const [value, setValue] = useState(element.text);
  const area = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  const direction = resolveDirection(element.direction, value);

  useEffect(() => {
    area.current?.focus();
    area.current?.select();
  }, []);

  const finish = (commit: boolean) => {
    if (done.current) return;
    done.current = true;
    if (commit) onCommit(value);
    else onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      finish(true);
    }
  };

  const { zoom } = view;
  return (
    <textarea
      ref={area}
      data-testid="text-edit-overlay"
      dir={direction}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
      style={{
        position: 'absolute',
        // Stage coordinates are physical pixels from the stage's left edge, whatever the page direction.
        left: view.x + element.x * zoom,
        top: view.y + element.y * zoom,
        width: element.width * zoom,
        height: Math.max(element.height, element.fontSize * element.lineHeight) * zoom,
        transform: `rotate(${element.rotation}deg)`,
        transformOrigin: 'center',
        margin: 0,
        padding: 0,
        border: '1px dashed #7157fc',
        outline: 'none',
        resize: 'none',
        overflow: 'hidden',
        background: 'rgba(255, 255, 255, 0.6)',
        color: element.fill,
        fontFamily: fontStack(element.fontFamily),
        fontSize: element.fontSize * zoom,
        fontWeight: element.fontWeight,
        fontStyle: element.italic ? 'italic' : 'normal',
        lineHeight: element.lineHeight,
        letterSpacing: element.letterSpacing * zoom,
        textAlign: physicalAlign(element.align, direction),
        opacity: element.opacity,
      }}
    />
  );
}
