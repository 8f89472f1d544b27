import { describe, expect, it } from 'vitest';
import { bringForward, bringToFront, sendBackward, sendToBack } from '../index';
import { ids, makeDoc, rect } from '../../test/support';

const doc = makeDoc(['a', 'b', 'c', 'd', 'e'].map((id) => rect(id, 0, 0, 10, 10, { locked: id === 'e' })));
const order = (command: Pick<typeof bringForward, 'run'>, selection: string[]) => ids(command.run(doc, selection, undefined).doc).join('');

describe('z-order', () => {
  it('bring forward moves one step up; a block moves as a whole', () => {
    expect(order(bringForward, ['b'])).toBe('acbde');
    expect(order(bringForward, ['a', 'b'])).toBe('cabde');
    expect(order(bringForward, ['a', 'c'])).toBe('badce');
  });

  it('send backward mirrors it and stops at the bottom', () => {
    expect(order(sendBackward, ['c'])).toBe('acbde');
    expect(order(sendBackward, ['a'])).toBe('abcde');
    expect(sendBackward.run(doc, ['a'], undefined).doc).toBe(doc);
    expect(order(sendBackward, ['b', 'd'])).toBe('badce');
  });

  it('to front and to back keep the relative order of what moves', () => {
    expect(order(bringToFront, ['c', 'a'])).toBe('bdeac');
    expect(order(sendToBack, ['d', 'b'])).toBe('bdace');
  });

  it('locked elements do not move', () => {
    expect(order(sendToBack, ['e'])).toBe('abcde');
    expect(bringToFront.isEnabled({ doc, selection: ['e'] })).toBe(false);
  });

  it('shortcuts: Mod+] / Mod+[ and with Shift', () => {
    expect([bringForward, sendBackward, bringToFront, sendToBack].map((command) => command.shortcuts[0]?.keys)).toEqual(['Mod+]', 'Mod+[', 'Mod+Shift+]', 'Mod+Shift+[']);
  });
});
